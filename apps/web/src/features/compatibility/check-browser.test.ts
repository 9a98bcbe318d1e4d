import { describe, expect, it } from 'vitest';
import { checkBrowser } from './check-browser';
import { parseUserAgent } from './parse-user-agent';

// Real user-agent strings, as those browsers send them.
const UA = {
  chrome60Windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  safari12Mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_14) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Safari/605.1.15',
  ios11Safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  chrome120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582',
  samsung10:
    'Mozilla/5.0 (Linux; Android 9; SAMSUNG SM-G960F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/10.1 Chrome/71.0.3578.99 Mobile Safari/537.36',
  silk91:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/91.2.3 like Chrome/91.0.4472.120 Safari/537.36',
};

describe('browser compatibility on real user agents', () => {
  it('refuses Chrome 60 on Windows, expecting Chrome 73', () => {
    expect(checkBrowser(UA.chrome60Windows)).toEqual({
      name: 'Chrome',
      expected: '73',
      current: '60.0.3112.113',
      isOsIncompatibility: false,
    });
  });

  it('refuses Internet Explorer 11 whatever its version', () => {
    expect(checkBrowser(UA.ie11)).toMatchObject({ name: 'Internet Explorer', current: '11.0', isOsIncompatibility: false });
  });

  it('refuses Safari 12.0 on macOS, expecting 12.1', () => {
    expect(checkBrowser(UA.safari12Mac)).toEqual({ name: 'Safari', expected: '12.1', current: '12.0', isOsIncompatibility: false });
  });

  it('refuses Safari on iOS 11 for its system version', () => {
    expect(checkBrowser(UA.ios11Safari)).toEqual({ name: 'iOS', expected: '12.2', current: '11.4', isOsIncompatibility: true });
  });

  it('accepts Chrome 120', () => {
    expect(checkBrowser(UA.chrome120)).toBeNull();
  });

  it("maps bowser's names to the domain's keys (Edge, Samsung Internet, Silk)", () => {
    expect(parseUserAgent(UA.legacyEdge)).toMatchObject({ browserName: 'microsoft edge', osName: 'windows', isMobile: false });
    expect(checkBrowser(UA.legacyEdge)).toMatchObject({ name: 'Edge', expected: '79' });
    expect(parseUserAgent(UA.samsung10)).toMatchObject({ browserName: 'samsung internet for android', osName: 'android', isMobile: true });
    expect(checkBrowser(UA.samsung10)).toBeNull(); // too old a browser, but Android 9 passes the system check
    expect(parseUserAgent(UA.silk91)).toMatchObject({ browserName: 'amazon silk', isMobile: true });
    expect(checkBrowser(UA.silk91)).toBeNull();
  });
});
