import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderApp, testUser } from '../../../test/helpers';

const user = testUser({ language: 'fr' });

async function openLogin(path = '/login') {
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: 'Log in' });
}

describe('login form', () => {
  beforeEach(() => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('pre-selects the browser country and labels the confirmation with it', async () => {
    await openLogin();
    expect(screen.getByLabelText('Country')).toHaveProperty('value', 'FR');
    expect(screen.getByRole('checkbox', { name: 'My country is France' })).toHaveProperty('checked', false);
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(screen.getByRole('checkbox', { name: 'My country is Canada' })).toBeTruthy();
  });

  it('shows required errors, linked to their fields, and sends nothing', async () => {
    const fetchMock = mockFetch(jsonResponse(200, {}));
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.filter((text) => text?.includes('This field is required.'))).toHaveLength(2);
    expect(alerts).toContain('Please confirm your country.');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('will not log in until the country is confirmed, then calls that country’s region', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { token: 'header.e30.sig', user }));
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-horse');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please confirm your country.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /^My country is United States/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/us-east-1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ana@example.org', password: 'correct-horse', country: 'US' });
    await waitFor(() => expect(localStorage.getItem('token')).toBe('header.e30.sig'));
  });

  it('names the country of the account when the other region holds it', async () => {
    mockFetch(jsonResponse(401, { code: 'INVALID_USERNAME_OR_PASSWORD_GLOBAL', status: 401, context: { country: 'CA' } }));
    await openLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'whatever');
    await userEvent.click(screen.getByRole('checkbox', { name: /^My country is/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByText(/registered in Canada/);
    await userEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Use Canada' }));
    expect(screen.getByLabelText('Country')).toHaveProperty('value', 'CA');
    expect(screen.getByRole('checkbox', { name: 'My country is Canada' })).toHaveProperty('checked', false);
  });

  it('shows the error code it was sent back with', async () => {
    await openLogin('/login?error=LOGIN_LINK_EXPIRED');
    expect(screen.getByRole('alert').textContent).toContain('This sign-in link has expired');
  });

  it('is in French with French labels', async () => {
    localStorage.setItem('i18nextLng', 'fr');
    const { i18n } = await import('../../../i18n');
    await i18n.changeLanguage('fr');
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    for (const label of ['E-mail', 'Mot de passe', 'Pays']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^Mon pays est/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });
});
