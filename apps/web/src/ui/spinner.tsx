import { useTranslation } from 'react-i18next';

/** The loading indicator (SPEC §2: default size 60); its label is read out, the drawing is not. */
export function Spinner({ size = 60 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" style={{ width: size, height: size }}>
      <svg viewBox="0 0 50 50" width={size} height={size} aria-hidden="true" focusable="false">
        <circle className="spinner__track" cx="25" cy="25" r="20" fill="none" strokeWidth="5" />
        <circle className="spinner__arc" cx="25" cy="25" r="20" fill="none" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

/** A spinner centred in the space a page would take. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  );
}
