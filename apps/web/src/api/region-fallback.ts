import { countryFromLocale, REGIONS, type Region, regionOfCountry } from '@plume/domain';
import { ApiError } from './errors';

/** The region of the browser's country (France when the browser names none). */
export function browserRegion(locale: string | undefined = globalThis.navigator?.language): Region {
  return regionOfCountry(countryFromLocale(locale) ?? 'FR');
}

/** `first`, then the other region. */
export function regionsFrom(first: Region): Region[] {
  return [first, ...REGIONS.filter((region) => region !== first)];
}

/**
 * Calls `call` in `first`, then in the other region when the first answers `notFoundCode`
 * (a code or a class lives in one region only, and a parent's browser does not say which).
 */
export async function inEitherRegion<T>(first: Region, notFoundCode: string, call: (region: Region) => Promise<T>): Promise<T> {
  const [primary, secondary] = regionsFrom(first);
  try {
    return await call(primary as Region);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== notFoundCode || !secondary) throw error;
    return call(secondary);
  }
}
