import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../api/session';
import { fakeToken, jsonResponse, renderApp, testUser } from '../test/helpers';
import { loadWithReload } from './chunk-reload';
import { RouteError } from './route-error';

function Crash(): never {
  throw new Error('render crash');
}

describe('render crashes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('send the user to the dashboard, and a crashing dashboard to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          children: [
            { path: 'portal', Component: Crash },
            { path: 'dashboard', Component: Crash },
            { path: 'something-went-wrong', element: <h1>Sorry</h1> },
          ],
        },
      ],
      { initialEntries: ['/portal'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Sorry' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/something-went-wrong');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

const me = testUser();

describe('routes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each(['/', '/nowhere', '/class/1/unknown'])('sends %s to the portal', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plume' })).toBeTruthy();
  });

  it('sends authenticated routes to login without a token', async () => {
    const { router } = renderApp('/dashboard/class/1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends unknown dashboard paths to the dashboard, which greets the user by first name', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'u', sid: 's', awsRegion: 'eu-west-3' }));
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/classes')) return jsonResponse(200, { active: [], archived: [] });
      if (url.endsWith('/invitations')) return jsonResponse(200, []);
      return jsonResponse(200, me);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/dashboard/nothing/here');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ana!' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/eu-west-3/me');
    expect(screen.getByText('September 1, 2025')).toBeTruthy();
    expect(document.title).toBe('Dashboard | Plume');
    expect(await screen.findByText('You have no class yet. Create one to add your pupils.')).toBeTruthy();
  });

  it('sends the class path and unknown class subpaths to the pupils', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'u', sid: 's', awsRegion: 'eu-west-3' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Promise<Response>(() => undefined)),
    );
    const classId = '6f1c1b9e-3b7a-4a63-9d2f-0c1d2e3f4a5b';
    const { router } = renderApp(`/dashboard/class/${classId}/reports/snapshot`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/class/${classId}/students`));
  });

  it('sets the title and description of each page from the seo texts', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(document.title).toBe('Log in | Plume');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Log in to your Plume account.');
  });
});

describe('failed chunk loads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reload the page once, then let the error through', async () => {
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    void loadWithReload(failing);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await expect(loadWithReload(failing)).rejects.toThrow('Failed to fetch');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forget the reload once a chunk loads', async () => {
    sessionStorage.setItem('plume:chunk-reload', '1');
    await loadWithReload(() => Promise.resolve('ok'));
    expect(sessionStorage.getItem('plume:chunk-reload')).toBeNull();
  });
});
