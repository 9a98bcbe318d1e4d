import { type Language, LOGIN_LINK_TTL_MINUTES, RESET_LINK_TTL_MINUTES, SET_PASSWORD_LINK_TTL_DAYS } from '@plume/domain';

export type MailKind = 'resetPassword' | 'setPassword' | 'loginLink';

interface MailTexts {
  subject: string;
  greeting: (firstName: string) => string;
  body: string;
  action: string;
  validity: string;
  ignore: string;
}

const TEXTS: Record<Language, Record<MailKind, MailTexts>> = {
  en: {
    resetPassword: {
      subject: 'Reset your Plume password',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone asked to reset the password of your Plume account. Choose a new one with the button below.',
      action: 'Choose a new password',
      validity: `This link works once, for ${RESET_LINK_TTL_MINUTES} minutes.`,
      ignore: 'If you did not ask for it, ignore this email: your password stays the same.',
    },
    setPassword: {
      subject: 'Your Plume account is ready',
      greeting: (name) => `Hello ${name},`,
      body: 'A Plume account was created for you. Choose your password to sign in.',
      action: 'Choose my password',
      validity: `This link works once, for ${SET_PASSWORD_LINK_TTL_DAYS} days.`,
      ignore: 'If you were not expecting this, you can ignore this email.',
    },
    loginLink: {
      subject: 'Your Plume sign-in link',
      greeting: (name) => `Hello ${name},`,
      body: 'Use the button below to sign in to Plume without your password.',
      action: 'Sign in to Plume',
      validity: `This link works once, for ${LOGIN_LINK_TTL_MINUTES} minutes.`,
      ignore: 'If you did not ask for it, ignore this email.',
    },
  },
  fr: {
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Plume',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Une réinitialisation du mot de passe de votre compte Plume a été demandée. Choisissez-en un nouveau avec le bouton ci-dessous.',
      action: 'Choisir un nouveau mot de passe',
      validity: `Ce lien fonctionne une seule fois, pendant ${RESET_LINK_TTL_MINUTES} minutes.`,
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.",
    },
    setPassword: {
      subject: 'Votre compte Plume est prêt',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Un compte Plume a été créé pour vous. Choisissez votre mot de passe pour vous connecter.',
      action: 'Choisir mon mot de passe',
      validity: `Ce lien fonctionne une seule fois, pendant ${SET_PASSWORD_LINK_TTL_DAYS} jours.`,
      ignore: 'Si vous ne vous y attendiez pas, vous pouvez ignorer cet e-mail.',
    },
    loginLink: {
      subject: 'Votre lien de connexion Plume',
      greeting: (name) => `Bonjour ${name},`,
      body: 'Utilisez le bouton ci-dessous pour vous connecter à Plume sans mot de passe.',
      action: 'Me connecter à Plume',
      validity: `Ce lien fonctionne une seule fois, pendant ${LOGIN_LINK_TTL_MINUTES} minutes.`,
      ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
    },
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The email of one kind in the recipient's language, as HTML and plain text. */
export function renderMail(kind: MailKind, language: Language, values: { firstName: string; link: string }) {
  const t = TEXTS[language][kind];
  const greeting = t.greeting(values.firstName);
  const text = [greeting, '', t.body, '', `${t.action}: ${values.link}`, '', t.validity, t.ignore, '', 'Plume'].join('\n');
  const link = escapeHtml(values.link);
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.body)}</p>
<p><a href="${link}" style="display: inline-block; padding: 10px 18px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(t.action)}</a></p>
<p style="font-size: 13px">${escapeHtml(t.validity)} ${escapeHtml(t.ignore)}</p>
<p style="font-size: 13px; word-break: break-all"><a href="${link}">${link}</a></p>
<p>Plume</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
