import './families.css';
import type { Region } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import { QrCode } from './qr-code';

interface ClassQrCardProps {
  className: string;
  code: string;
  region: Region;
  origin: string;
}

/** A class's code and QR code: pupils scan it at school, then tap their name. */
export function ClassQrCard({ className, code, region, origin }: ClassQrCardProps) {
  const { t } = useTranslation();
  const address = `${origin}/student/connect?code=${encodeURIComponent(code)}&region=${region}`;
  return (
    <article className="class-qr" aria-label={className}>
      <h2 className="class-qr__name">{className}</h2>
      <QrCode text={address} label={t('classQrCodes.qrLabel', { name: className })} size={200} />
      <p className="class-qr__code-label">{t('classQrCodes.code')}</p>
      <p className="class-qr__code">{code}</p>
      <p className="class-qr__address">{`${origin}/student/connect`}</p>
    </article>
  );
}
