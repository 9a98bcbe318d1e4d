import type { CompatibilityResult } from '@plume/domain';
import { useTranslation } from 'react-i18next';
import './compatibility.css';

const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';

/** The result's versions as people read them: "Safari 12.0", and "Chrome 73" when the expected browser differs. */
function versions(result: CompatibilityResult) {
  const name = result.name;
  const expectedNamesBrowser = /^\p{L}/u.test(result.expected);
  return {
    current: `${name} ${result.current}`.trim(),
    expected: expectedNamesBrowser ? result.expected : `${name} ${result.expected}`,
  };
}

/** The unsupported-browser content (SPEC §2): what is wrong, the versions, and where to get Chrome. */
export function CompatibilityScreen({ result }: { result: CompatibilityResult | null }) {
  const { t } = useTranslation();
  const shown = result ? versions(result) : null;
  return (
    <div className="card compatibility">
      <div className={`compatibility__badge${result ? '' : ' compatibility__badge--ok'}`} aria-hidden="true">
        {result ? '!' : '✓'}
      </div>
      <h1>{t(result ? 'compatibility.title' : 'compatibility.supported')}</h1>
      {shown && result && (
        <>
          <p>{t(result.isOsIncompatibility ? 'compatibility.osExplanation' : 'compatibility.explanation')}</p>
          <ul className="compatibility__versions">
            <li>{t('compatibility.current', { version: shown.current })}</li>
            <li>{t('compatibility.expected', { version: shown.expected })}</li>
          </ul>
        </>
      )}
      <p>{t('compatibility.recommendation')}</p>
      <a className="btn btn--primary" href={CHROME_DOWNLOAD_URL} rel="noopener noreferrer">
        {t('compatibility.download')}
      </a>
    </div>
  );
}
