import type { CompatibilityResult } from '@plume/domain';
import { BrandMark, PageLayout } from '../../ui/page';
import { CompatibilityScreen } from './components/compatibility-screen';

/** Replaces the whole app, on every route, when the browser is too old (SPEC §5): no router, no API. */
export function UnsupportedBrowser({ result }: { result: CompatibilityResult }) {
  return (
    <PageLayout seo="compatibility" brand={<BrandMark />}>
      <CompatibilityScreen result={result} />
    </PageLayout>
  );
}
