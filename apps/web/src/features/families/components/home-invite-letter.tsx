import './families.css';
import type { TFunction } from 'i18next';
import { QrCode } from './qr-code';

interface HomeInviteLetterProps {
  /** The words of the class's language, not the reader's. */
  t: TFunction;
  studentName: string;
  className: string;
  code: string;
  /** The app's address, e.g. https://plume.example. */
  origin: string;
}

/** One family's letter: the child's home code, where to type it, and a QR code that types it for them. */
export function HomeInviteLetter({ t, studentName, className, code, origin }: HomeInviteLetterProps) {
  const connectAddress = `${origin}/home-connect`;
  const qrAddress = `${connectAddress}?code=${encodeURIComponent(code)}`;
  return (
    <article className="letter" aria-label={t('homeInvite.letterLabel', { name: studentName })}>
      <header className="letter__header">
        <p className="letter__brand">{t('common.appName')}</p>
        <p className="letter__class">{t('homeInvite.class', { className })}</p>
      </header>
      <h2 className="letter__title">{t('homeInvite.greeting', { name: studentName })}</h2>
      <p>{t('homeInvite.intro', { name: studentName })}</p>
      <div className="letter__code-box">
        <p className="letter__code-label">{t('homeInvite.codeLabel', { name: studentName })}</p>
        <p className="letter__code">{code}</p>
      </div>
      <div className="letter__steps">
        <ol className="letter__list">
          <li>
            {t('homeInvite.step1')} <strong className="letter__address">{connectAddress}</strong>
          </li>
          <li>{t('homeInvite.step2', { code })}</li>
        </ol>
        <div className="letter__qr">
          <QrCode text={qrAddress} label={t('homeInvite.qrLabel')} size={150} />
          <p className="letter__qr-caption">{t('homeInvite.scan')}</p>
        </div>
      </div>
      <p className="letter__note">{t('homeInvite.note')}</p>
    </article>
  );
}
