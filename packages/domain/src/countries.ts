import { z } from 'zod';
import { COUNTRY_CODES } from './country-codes.js';

// The codes and rules live apart from the schema so that bundles needing only them stay free of zod.
export * from './country-codes.js';

export const countrySchema = z.enum(COUNTRY_CODES, { error: 'REQUIRED' });
