import 'i18next';
import type en from './en.json';

// t() is typed from en.json: a key missing there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
