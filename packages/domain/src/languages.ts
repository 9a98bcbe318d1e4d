import { z } from 'zod';
import { FIELD_ERRORS } from './errors.js';
import { LANGUAGES } from './language-rules.js';

// The rules live apart from the schema so that bundles needing only them stay free of zod.
export * from './language-rules.js';

export const languageSchema = z.enum(LANGUAGES, { error: FIELD_ERRORS.required });
