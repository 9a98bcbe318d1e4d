import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark, PageLayout } from './page';

type PageProps = Omit<ComponentProps<typeof PageLayout>, 'brand'> & { homePath?: string };

/** A screen inside the router: the logo links home. */
export function Page({ homePath = '/portal', ...rest }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageLayout
      brand={
        <Link to={homePath} className="brand-link" aria-label={t('common.homeLink')}>
          <BrandMark />
        </Link>
      }
      {...rest}
    />
  );
}
