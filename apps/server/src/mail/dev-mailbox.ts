import { REGIONS } from '@plume/domain';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RegionDatabases } from '../db/client.js';
import { outboxEmails } from '../db/schema/index.js';
import { escapeHtml } from './messages.js';

const MAX_MESSAGES = 200;

async function readMailbox(regions: RegionDatabases, to?: string) {
  const perRegion = await Promise.all(
    REGIONS.map(async (region) => {
      const rows = await regions[region].db
        .select()
        .from(outboxEmails)
        .where(to ? eq(outboxEmails.to, to) : undefined)
        .orderBy(desc(outboxEmails.createdAt))
        .limit(MAX_MESSAGES);
      return rows.map((row) => ({ ...row, region }));
    }),
  );
  return perRegion
    .flat()
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MAX_MESSAGES);
}

/** The plain-text body with its links made clickable; the stored HTML is for mail clients. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Development mailbox over both regions' outboxes (never registered in production). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ regions: RegionDatabases }> = async (app, { regions }) => {
  app.get(
    '/dev/mailbox.json',
    { schema: { hide: true, querystring: z.object({ to: z.string().trim().toLowerCase().optional() }) } },
    async (req) => {
      const messages = await readMailbox(regions, req.query.to || undefined);
      return messages.map(({ id, region, to, subject, text, html, language, createdAt }) => ({
        id,
        region,
        to,
        subject,
        text,
        html,
        language,
        createdAt: createdAt.toISOString(),
      }));
    },
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const messages = await readMailbox(regions);
    const items = messages
      .map(
        (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">${escapeHtml(m.createdAt.toISOString())} · ${m.region} · to ${escapeHtml(m.to)} · ${m.language}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Plume dev mailbox</title>
<style>body{font-family:Arial,sans-serif;max-width:760px;margin:24px auto;padding:0 12px}article{border-bottom:1px solid #ddd;padding:12px 0}
.meta{color:#555;font-size:13px}pre{white-space:pre-wrap;background:#f8f8f8;padding:8px}</style></head>
<body><h1>Dev mailbox</h1><p>${messages.length} message(s), newest first, both regions.</p>
${items || '<p>No email yet.</p>'}
</body></html>`);
  });
};
