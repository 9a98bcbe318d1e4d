import { z } from 'zod';
import { REGIONS } from './region-rules.js';

// The rules live apart from the schema so that bundles needing only them stay free of zod.
export * from './region-rules.js';

export const regionSchema = z.enum(REGIONS);
