import type { Language } from '@plume/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Null until an SMTP server accepted it; stays null when only the outbox is used.
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_to_created_at_idx').on(t.to, t.createdAt)],
);
