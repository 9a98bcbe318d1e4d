import { z } from 'zod';
import { SCHOOL_SOURCES } from './class-rules.js';
import { COUNTRY_CODES } from './country-codes.js';
import { FIELD_ERRORS } from './errors.js';

const text = (max: number) => z.string({ error: FIELD_ERRORS.required }).trim().max(max, FIELD_ERRORS.tooLong);
const countryCodeSchema = z.enum(COUNTRY_CODES, { error: FIELD_ERRORS.invalid });

/** GET /schools/search query: a UAI code, a zip prefix, or words of a city, name or address. */
export const schoolSearchQuerySchema = z.object({
  country: countryCodeSchema,
  q: text(100).min(1, FIELD_ERRORS.required),
});
export type SchoolSearchQuery = z.infer<typeof schoolSearchQuerySchema>;

export const schoolSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  country: z.string(),
  zipCode: z.string(),
  city: z.string(),
  address: z.string(),
  publicId: z.string().nullable(),
  source: z.enum(SCHOOL_SOURCES),
});
export type School = z.infer<typeof schoolSchema>;

export const placeSchema = z.object({ country: z.string(), zipCode: z.string(), city: z.string() });
export type Place = z.infer<typeof placeSchema>;

export const schoolSearchResultSchema = z.object({ schools: z.array(schoolSchema), places: z.array(placeSchema) });
export type SchoolSearchResult = z.infer<typeof schoolSearchResultSchema>;

/**
 * POST /schools. Name and city are checked by the service so that their absence answers
 * SCHOOL_REQUIRED / CITY_REQUIRED rather than a generic INVALID_FORM.
 */
export const createSchoolSchema = z.object({
  name: text(150).default(''),
  country: countryCodeSchema,
  zipCode: text(12).min(1, FIELD_ERRORS.required),
  city: text(100).default(''),
  address: text(200).min(1, FIELD_ERRORS.required),
});
export type CreateSchoolInput = z.infer<typeof createSchoolSchema>;
