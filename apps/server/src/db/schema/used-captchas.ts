import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** ALTCHA challenges already redeemed, so one solution cannot sign up twice. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    challengeId: text('challenge_id').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    // Past this the challenge is refused as expired anyway, so the row can go.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_captchas_expires_at_idx').on(t.expiresAt)],
);
