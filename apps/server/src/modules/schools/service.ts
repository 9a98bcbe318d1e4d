import {
  type CreateSchoolInput,
  isUaiCode,
  normaliseSearchText,
  type Place,
  regionOfCountry,
  type School,
  type SchoolSearchQuery,
  type SchoolSearchResult,
} from '@plume/domain';
import { and, asc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { places, schools } from '../../db/schema/index.js';
import type { RegionContext, SessionUser } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { toSchool } from '../classes/queries.js';

export const SEARCH_LIMIT = 20;

/** Escapes LIKE wildcards so the user's text matches literally. */
function likeText(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What a school's words are searched in. */
export function schoolSearchText(school: { name: string; city: string; address: string; zipCode: string }): string {
  return normaliseSearchText(`${school.name} ${school.city} ${school.address} ${school.zipCode}`);
}

/**
 * A UAI code finds that school; digits are a zip prefix; anything else are words that must all appear
 * in the name, city or address (accents and case ignored), or a postal-code prefix (Canada: "H2X 1").
 */
export async function searchSchools(ctx: RegionContext, query: SchoolSearchQuery): Promise<SchoolSearchResult> {
  const q = query.q.trim();
  const country = query.country;
  if (isUaiCode(q)) {
    const rows = await ctx.db
      .select()
      .from(schools)
      .where(and(eq(schools.country, country), eq(schools.publicId, q.toUpperCase())))
      .limit(SEARCH_LIMIT);
    return { schools: rows.map(toSchool), places: [] };
  }
  const compactZip = q.replace(/\s+/g, '').toUpperCase();
  const zipPrefix = `${likeText(compactZip)}%`;
  const schoolZip = sql`replace(upper(${schools.zipCode}), ' ', '') like ${zipPrefix}`;
  const placeZip = sql`replace(upper(${places.zipCode}), ' ', '') like ${zipPrefix}`;
  let schoolWhere: SQL | undefined;
  let placeWhere: SQL | undefined;
  if (/^\d+$/.test(q)) {
    schoolWhere = schoolZip;
    placeWhere = placeZip;
  } else {
    const words = normaliseSearchText(q).split(' ').filter(Boolean);
    if (words.length === 0) return { schools: [], places: [] };
    schoolWhere = or(and(...words.map((word) => like(schools.searchText, `%${likeText(word)}%`))), schoolZip);
    placeWhere = or(like(places.searchCity, `${likeText(words.join(' '))}%`), placeZip);
  }
  const [schoolRows, placeRows] = await Promise.all([
    ctx.db
      .select()
      .from(schools)
      .where(and(eq(schools.country, country), schoolWhere))
      .orderBy(asc(schools.zipCode), asc(schools.name))
      .limit(SEARCH_LIMIT),
    ctx.db
      .select({ country: places.country, zipCode: places.zipCode, city: places.city })
      .from(places)
      .where(and(eq(places.country, country), placeWhere))
      .orderBy(sql`length(${places.searchCity})`, asc(places.zipCode), asc(places.city))
      .limit(SEARCH_LIMIT),
  ]);
  return { schools: schoolRows.map(toSchool), places: placeRows satisfies Place[] };
}

/** A school the directory lacks; the place must be one the directory knows in that country. */
export async function createSchool(ctx: RegionContext, user: SessionUser, input: CreateSchoolInput): Promise<School> {
  if (!input.name) throw new AppError('SCHOOL_REQUIRED', 400);
  if (!input.city) throw new AppError('CITY_REQUIRED', 400);
  const servedBy = regionOfCountry(input.country);
  if (servedBy !== ctx.region) throw new AppError('WRONG_COUNTRY_REGION', 400, { country: input.country, region: servedBy });
  const searchCity = normaliseSearchText(input.city);
  const [place] = await ctx.db
    .select()
    .from(places)
    .where(and(eq(places.country, input.country), eq(places.zipCode, input.zipCode), eq(places.searchCity, searchCity)))
    .limit(1);
  if (!place) {
    const elsewhere = await ctx.peers.findPlaceElsewhere(input.zipCode, searchCity);
    if (elsewhere) throw new AppError('WRONG_CITY_REGION', 400, { country: elsewhere.country, region: elsewhere.region });
    throw new AppError('SCHOOL_IS_NOT_VALID', 400, { fields: [{ path: 'city', message: 'INVALID' }] });
  }
  const values = { ...input, city: place.city, publicId: null, source: 'USER' as const, createdByUserId: user.id };
  const [row] = await ctx.db
    .insert(schools)
    .values({ ...values, searchText: schoolSearchText(values) })
    .returning();
  if (!row) throw new Error('school not created');
  return toSchool(row);
}
