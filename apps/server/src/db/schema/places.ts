import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Zip codes and cities of the countries a region serves, from the shipped directory. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    // The city lower-cased without accents.
    searchCity: text('search_city').notNull(),
  },
  (t) => [
    uniqueIndex('places_country_zip_city_unique').on(t.country, t.zipCode, t.city),
    index('places_country_zip_prefix_idx').on(t.country, t.zipCode.op('text_pattern_ops')),
    index('places_country_city_prefix_idx').on(t.country, t.searchCity.op('text_pattern_ops')),
  ],
);
