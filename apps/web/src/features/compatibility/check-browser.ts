import { type CompatibilityResult, checkCompatibility } from '@plume/domain';
import { parseUserAgent } from './parse-user-agent';

/** Null when this browser can run Plume, otherwise what the compatibility screen shows (SPEC §5). */
export function checkBrowser(userAgent: string): CompatibilityResult | null {
  return checkCompatibility(parseUserAgent(userAgent));
}
