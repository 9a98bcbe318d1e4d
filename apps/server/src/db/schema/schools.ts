import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  },
  (t) => [index('schools_public_id_idx').on(t.publicId)],
);
