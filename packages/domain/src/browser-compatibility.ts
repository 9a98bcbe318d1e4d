/** Browser and OS names as the web's user-agent parser reports them, lower-cased. */
export interface ParsedUserAgent {
  browserName: string;
  browserVersion: string;
  osName: string;
  osVersion: string;
  isMobile: boolean;
}

/** What the compatibility screen shows (SPEC §3 Compatibility result). */
export interface CompatibilityResult {
  name: string;
  expected: string;
  current: string;
  isOsIncompatibility: boolean;
}

/** Minimum browser versions (SPEC §5); keys are the parser's lower-cased browser names. */
export const MIN_BROWSER_VERSIONS: Record<string, { label: string; version: string }> = {
  chrome: { label: 'Chrome', version: '73' },
  chromium: { label: 'Chrome', version: '73' },
  firefox: { label: 'Firefox', version: '78' },
  'microsoft edge': { label: 'Edge', version: '79' },
  safari: { label: 'Safari', version: '12.1' },
  'amazon silk': { label: 'Silk', version: '73' },
  'samsung internet for android': { label: 'Samsung Internet', version: '11' },
};

/** Minimum OS versions for mobile browsers that fail the browser list (SPEC §5), compared on major.minor. */
export const MIN_OS_VERSIONS: Record<string, { label: string; version: string }> = {
  android: { label: 'Android', version: '4.4' },
  ios: { label: 'iOS', version: '12.2' },
};

/** Browsers that can never run the app, whatever their version, with the name people know them by. */
const NEVER_SUPPORTED: Record<string, string> = { 'internet explorer': 'Internet Explorer' };

/** Compares dotted versions on their first `parts` numbers: negative, zero or positive. */
export function compareVersions(a: string, b: string, parts = 3): number {
  const split = (v: string) =>
    v
      .split('.')
      .slice(0, parts)
      .map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < parts; i += 1) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function majorMinor(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

/**
 * Null when the browser may run the app; otherwise what to show on the compatibility screen.
 * Browsers we do not know are let through: Chromium derivatives report themselves as Chrome.
 */
export function checkCompatibility(ua: ParsedUserAgent): CompatibilityResult | null {
  const browser = ua.browserName.toLowerCase();
  const os = ua.osName.toLowerCase();
  const neverSupported = NEVER_SUPPORTED[browser];
  if (neverSupported) {
    return {
      name: neverSupported,
      expected: `Chrome ${MIN_BROWSER_VERSIONS.chrome?.version}`,
      current: ua.browserVersion,
      isOsIncompatibility: false,
    };
  }
  const minimum = MIN_BROWSER_VERSIONS[browser];
  const browserOk = !minimum || compareVersions(ua.browserVersion, minimum.version) >= 0;
  if (browserOk) return null;
  const minimumOs = MIN_OS_VERSIONS[os];
  if (ua.isMobile && minimumOs) {
    if (compareVersions(majorMinor(ua.osVersion), minimumOs.version, 2) >= 0) return null;
    return { name: minimumOs.label, expected: minimumOs.version, current: majorMinor(ua.osVersion), isOsIncompatibility: true };
  }
  return { name: minimum.label, expected: minimum.version, current: ua.browserVersion, isOsIncompatibility: false };
}
