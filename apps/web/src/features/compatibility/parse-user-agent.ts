import type { ParsedUserAgent } from '@plume/domain';
import { parse } from 'bowser';

/**
 * Reads a user-agent string into the domain's shape. Bowser's names, lower-cased, are the keys the
 * domain expects ('chrome', 'microsoft edge', 'samsung internet for android', 'amazon silk', 'ios', …).
 * Tablets count as mobile: their browsers are tied to the system version just like phones'.
 */
export function parseUserAgent(userAgent: string): ParsedUserAgent {
  const result = parse(userAgent);
  const platform = result.platform.type;
  return {
    browserName: (result.browser.name ?? '').toLowerCase(),
    browserVersion: result.browser.version ?? '',
    osName: (result.os.name ?? '').toLowerCase(),
    osVersion: result.os.version ?? '',
    isMobile: platform === 'mobile' || platform === 'tablet',
  };
}
