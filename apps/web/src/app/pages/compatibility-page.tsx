import { useMemo } from 'react';
import { checkBrowser } from '../../features/compatibility/check-browser';
import { CompatibilityScreen } from '../../features/compatibility/components/compatibility-screen';
import { Page } from '../../ui/app-page';

/** The unsupported-browser page, also reachable directly; it reports on the browser in use. */
export function CompatibilityPage() {
  const result = useMemo(() => checkBrowser(navigator.userAgent), []);
  return (
    <Page seo="compatibility">
      <CompatibilityScreen result={result} />
    </Page>
  );
}
