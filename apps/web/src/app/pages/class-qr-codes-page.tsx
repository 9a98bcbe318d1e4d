import { regionForToken } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { getToken } from '../../api/session';
import { useClasses } from '../../features/classes/hooks/use-classes';
import { ClassQrCard } from '../../features/families/components/class-qr-card';
import { ErrorNotice } from '../../ui/error-notice';
import { PrintPage } from '../../ui/print-page';
import { Spinner } from '../../ui/spinner';

/** Each active class's code and QR code, to print and pin up in the classroom. */
export function ClassQrCodesPage() {
  const { t } = useTranslation();
  const classes = useClasses();
  const region = regionForToken(getToken());
  const active = classes.data?.active ?? [];
  return (
    <PrintPage
      seo="classQrCodes"
      title={t('classQrCodes.title')}
      intro={t('classQrCodes.intro')}
      backTo="/dashboard"
      ready={active.length > 0}
    >
      {classes.isPending && <Spinner />}
      <ErrorNotice error={classes.error} />
      {classes.data && active.length === 0 && <p className="muted">{t('classQrCodes.empty')}</p>}
      {active.length > 0 && (
        <div className="class-qr-grid">
          {active.map((item) => (
            <ClassQrCard key={item.id} className={item.name} code={item.code} region={region} origin={window.location.origin} />
          ))}
        </div>
      )}
    </PrintPage>
  );
}
