import './account.css';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export type UserMenuAction = 'settings' | 'password' | 'logout';

interface UserMenuProps {
  firstName: string;
  lastName: string;
  onAction: (action: UserMenuAction) => void;
}

/** The account menu in the header: arrow keys move, Escape closes, focus returns to the button. */
export function UserMenu({ firstName, lastName, onAction }: UserMenuProps) {
  const { t } = useTranslation();
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  return (
    <MenuTrigger>
      <Button className="user-menu__trigger">
        <span className="user-menu__avatar" aria-hidden="true">
          {initials}
        </span>
        <span className="visually-hidden">{t('account.menu')}: </span>
        <span className="user-menu__name">{firstName}</span>
        <span className="user-menu__chevron" aria-hidden="true" />
      </Button>
      <Popover className="user-menu__popover" placement="bottom end">
        <Menu className="user-menu__menu" onAction={(key) => onAction(key as UserMenuAction)}>
          <MenuItem className="user-menu__item" id="settings">
            {t('account.settings')}
          </MenuItem>
          <MenuItem className="user-menu__item" id="password">
            {t('account.changePassword')}
          </MenuItem>
          <MenuItem className="user-menu__item" id="logout">
            {t('account.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
