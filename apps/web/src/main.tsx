import './ui/theme.css';
import './ui/base.css';
import './ui/layout.css';
import './ui/controls.css';
import './ui/feedback.css';
import type { CompatibilityResult } from '@plume/domain';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadWithReload } from './app/chunk-reload';
import { createAppRouter } from './app/router';
import { detectLanguage, initI18n, loadTranslations } from './i18n';

// Creating the router starts fetching the first screen's chunk while the boot steps below run.
const router = createAppRouter();
const root = createRoot(document.getElementById('root') as HTMLElement);

/**
 * The browser check runs before anything renders (SPEC §5), from its own chunk so the user-agent parser
 * stays out of the entry. If the check itself cannot load, we let the browser through rather than lock
 * everybody out.
 */
async function checkThisBrowser(): Promise<CompatibilityResult | null> {
  try {
    const { checkBrowser } = await import('./features/compatibility/check-browser');
    return checkBrowser(navigator.userAgent);
  } catch (error) {
    console.error('Browser check failed', error);
    return null;
  }
}

async function boot() {
  const language = detectLanguage();
  const [translations, compatibility] = await Promise.all([loadWithReload(() => loadTranslations(language)), checkThisBrowser()]);
  initI18n(language, { [language]: translations });
  if (compatibility) {
    const { UnsupportedBrowser } = await import('./features/compatibility/unsupported-browser');
    root.render(<UnsupportedBrowser result={compatibility} />);
  } else {
    root.render(<App router={router} />);
  }
}

boot();
