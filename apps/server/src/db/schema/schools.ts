import type { SchoolSource } from '@plume/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const schools = pgTable(
  'schools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    // The French UAI code; other countries have none.
    publicId: text('public_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').$type<SchoolSource>().notNull().default('DIRECTORY'),
    // Name, city and address lower-cased without accents: what the word search compares.
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('schools_public_id_idx').on(t.publicId),
    index('schools_country_zip_code_idx').on(t.country, t.zipCode.op('text_pattern_ops')),
  ],
);
