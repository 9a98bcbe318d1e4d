import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '../i18n';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';

// Tests read English text unless they switch language themselves.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initI18n('en', { en, fr });
});

afterEach(() => {
  cleanup();
});
