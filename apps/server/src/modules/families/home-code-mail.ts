import type { Language } from '@plume/domain';
import { escapeHtml } from '../../mail/messages.js';

const TEXTS: Record<Language, { subject: string; body: (values: MailValues) => string[] }> = {
  en: {
    subject: 'A family asks for a Plume home code',
    body: ({ teacherFirstName, childFullName, parentEmail }) => [
      `Hello ${teacherFirstName},`,
      `A parent (${parentEmail}) asks for the home code of ${childFullName}, so they can practise with Plume at home.`,
      "You find every pupil's code, and printable letters for families, in your class's pupil settings.",
      'Plume',
    ],
  },
  fr: {
    subject: 'Une famille demande un code maison Plume',
    body: ({ teacherFirstName, childFullName, parentEmail }) => [
      `Bonjour ${teacherFirstName},`,
      `Un parent (${parentEmail}) demande le code maison de ${childFullName} pour s'entraîner avec Plume à la maison.`,
      'Vous trouverez le code de chaque élève, et des lettres à imprimer pour les familles, dans les réglages des élèves de votre classe.',
      'Plume',
    ],
  },
};

interface MailValues {
  teacherFirstName: string;
  childFullName: string;
  parentEmail: string;
}

/** The teacher's email for a home-code request, in the teacher's language. */
export function renderHomeCodeRequestMail(language: Language, values: MailValues) {
  const t = TEXTS[language];
  const lines = t.body(values);
  const html = `<!doctype html>\n<html lang="${language}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">\n${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n')}\n</body></html>`;
  return { subject: t.subject, text: lines.join('\n\n'), html };
}
