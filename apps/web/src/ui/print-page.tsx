import './print.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button';
import { type SeoKey, useSeo } from './page';

interface PrintPageProps {
  seo: SeoKey;
  /** The page's one h1, on screen only. */
  title: string;
  intro?: ReactNode;
  /** Where "Back" goes. */
  backTo: string;
  /** False while the sheets are loading: nothing to print yet. */
  ready?: boolean;
  children: ReactNode;
}

/** The frame of the print pages: no app header; a toolbar with Print that the printed sheets leave out. */
export function PrintPage({ seo, title, intro, backTo, ready = true, children }: PrintPageProps) {
  const { t } = useTranslation();
  useSeo(seo);
  return (
    <main id="main" className="print-page" tabIndex={-1}>
      <div className="print-page__toolbar">
        <div className="print-page__heading">
          <ButtonLink variant="link" to={backTo}>
            {t('print.back')}
          </ButtonLink>
          <h1>{title}</h1>
          {intro && <p className="muted">{intro}</p>}
        </div>
        <button type="button" className="btn btn--primary" disabled={!ready} onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <div className="print-page__sheets">{children}</div>
    </main>
  );
}
