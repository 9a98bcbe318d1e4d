import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_created_at_idx').on(t.email, t.createdAt)],
);
