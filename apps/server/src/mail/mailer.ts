import type { Language } from '@plume/domain';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface Transport {
  sendMail(mail: { from: string; to: string; subject: string; html: string; text: string }): Promise<unknown>;
}

/** An SMTP transport when SMTP_URL is set; none means the outbox is the only delivery. */
export function smtpTransport(smtpUrl: string | undefined): Transport | undefined {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
}

/**
 * Every message is kept in the region's outbox (the dev mailbox and tests read it). With a transport
 * it is also sent, after the request: a slow or failing SMTP server must not fail or delay the call.
 */
export function outboxMailer(db: Db, options: { from: string; transport?: Transport; logError: (error: unknown) => void }): Mailer {
  return {
    async send(message) {
      const [stored] = await db.insert(outboxEmails).values(message).returning({ id: outboxEmails.id });
      const { transport } = options;
      if (!transport || !stored) return;
      transport
        .sendMail({ from: options.from, ...message })
        .then(() => db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, stored.id)))
        // Only the failure is logged: the message holds a one-time link.
        .catch((error: { code?: string; message?: string }) => options.logError({ code: error.code, message: error.message }));
    },
  };
}
