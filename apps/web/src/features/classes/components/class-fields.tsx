import { CLASS_AVATARS, CLASS_COLOURS, GRADES } from '@plume/domain';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ClassAvatar } from '../../../ui/class-avatar';

interface ChoiceProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

function FieldsetError({ error }: { error?: string | undefined }) {
  if (!error) return null;
  return (
    <p className="field__error" role="alert">
      {error}
    </p>
  );
}

/** Grades as checkboxes: a class can mix several. */
export function GradesField({ registration, error }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group" aria-invalid={error ? true : undefined}>
      <legend className="field__label">{t('classFields.grades')}</legend>
      <div className="choice-group__options choice-group__options--grades">
        {GRADES.map((grade) => (
          <label key={grade} className="choice-chip">
            <input type="checkbox" value={grade} {...registration} />
            <span>{t(`grades.${grade}`)}</span>
          </label>
        ))}
      </div>
      <FieldsetError error={error} />
    </fieldset>
  );
}

/** Twelve avatars drawn on the chosen colour. */
export function AvatarField({ registration, colour }: ChoiceProps & { colour: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('classFields.avatar')}</legend>
      <div className="choice-group__options">
        {CLASS_AVATARS.map((avatar, index) => (
          <label key={avatar} className="choice-swatch">
            <input type="radio" value={avatar} className="visually-hidden-input" {...registration} />
            <ClassAvatar avatar={avatar} colour={colour} size={40} />
            <span className="visually-hidden">{t('classFields.avatarNumber', { number: index + 1 })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ColourField({ registration }: ChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('classFields.colour')}</legend>
      <div className="choice-group__options">
        {CLASS_COLOURS.map((colour) => (
          <label key={colour} className="choice-chip">
            <input type="radio" value={colour} {...registration} />
            <span className={`colour-dot colour-dot--${colour}`} aria-hidden="true" />
            <span>{t(`colours.${colour}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
