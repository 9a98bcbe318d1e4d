import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../i18n/en.json';
import { LanguageSwitch } from './language-switch';

export type SeoKey = keyof (typeof en)['seo'];

/** Keeps the tab title and the meta description in the page's language (SPEC §2). */
export function useSeo(seo: SeoKey) {
  const { t } = useTranslation();
  const title = t(`seo.${seo}.title`);
  const description = t(`seo.${seo}.description`);
  useEffect(() => {
    document.title = title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}

interface PageLayoutProps {
  seo: SeoKey;
  /** The logo: a router link inside the app, plain text where there is no router (compatibility screen). */
  brand: ReactNode;
  headerActions?: ReactNode;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** Every screen's frame: skip link, header with the language switch, one main landmark, footer. */
export function PageLayout({ seo, brand, headerActions, width = 'narrow', children }: PageLayoutProps) {
  const { t } = useTranslation();
  useSeo(seo);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="page__header">
        <div className="page__header-inner">
          {brand}
          <div className="page__header-actions">
            <LanguageSwitch />
            {headerActions}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`page__main page__main--${width}`}>
        {children}
      </main>
      <footer className="page__footer">
        <p>{t('common.footer')}</p>
      </footer>
    </div>
  );
}

/** The Plume logo and name. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <span className="brand">
      <svg className="brand__logo" viewBox="0 0 64 64" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--color-primary)" />
        <path d="M44 12c-14 2-24 14-26 30l-4 10h5l3-8c10 0 20-8 22-20-4 2-8 2-11 1 5-2 9-6 11-13z" fill="#fff" />
      </svg>
      <span className="brand__name">{t('common.appName')}</span>
    </span>
  );
}
