// ALTCHA's per-language string files register themselves and export nothing we use.
declare module 'altcha/i18n/fr-fr';
