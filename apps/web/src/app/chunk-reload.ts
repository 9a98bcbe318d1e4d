import { browserNavigation } from '../api/session';

const RELOAD_FLAG = 'plume:chunk-reload';

/**
 * A screen's chunk can fail to load after a deploy replaced it: reload once to get the new build (SPEC §2).
 * The flag in sessionStorage keeps a chunk that really is missing from reloading forever.
 */
export async function loadWithReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (sessionStorage.getItem(RELOAD_FLAG)) throw error;
    sessionStorage.setItem(RELOAD_FLAG, '1');
    browserNavigation.reload();
    // Hold the route until the page goes away.
    return new Promise<T>(() => {});
  }
}
