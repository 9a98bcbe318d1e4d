import { STORAGE_KEYS, userSchema } from '@plume/domain';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../test/helpers';
import { api } from './client';
import { ApiError } from './errors';
import { browserNavigation } from './session';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  let assign: Mock<(url: string) => void>;
  let reload: Mock<() => void>;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    assign = vi.fn<(url: string) => void>();
    reload = vi.fn<() => void>();
    vi.spyOn(browserNavigation, 'assign').mockImplementation(assign);
    vi.spyOn(browserNavigation, 'reload').mockImplementation(reload);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  describe('addresses and headers', () => {
    it('calls the EU region without a token, with the Client-Version header and no Authorization', async () => {
      const fetchMock = mockFetch(jsonResponse(200, { ok: true }));
      await api.get('/health');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/eu-west-3/health');
      expect(init?.headers).toMatchObject({ 'Client-Version': 'teacher-0.0.0-test' });
      expect(init?.headers).not.toHaveProperty('Authorization');
    });

    it("follows the token's region and sends it as a Bearer token", async () => {
      const token = fakeToken({ sub: 'u1', sid: 's1', awsRegion: 'us-east-1' });
      localStorage.setItem(STORAGE_KEYS.token, token);
      const fetchMock = mockFetch(jsonResponse(200, {}));
      await api.get('/me');
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/us-east-1/me');
      expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}` });
    });

    it('lets a call choose its region and leave out authentication', async () => {
      localStorage.setItem(STORAGE_KEYS.token, fakeToken({ awsRegion: 'eu-west-3' }));
      const fetchMock = mockFetch(jsonResponse(204));
      await expect(api.post('/auth/login', { email: 'a@b.c' }, { region: 'us-east-1', auth: false })).resolves.toBeUndefined();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/us-east-1/auth/login');
      expect(init?.headers).not.toHaveProperty('Authorization');
      expect(init?.body).toBe('{"email":"a@b.c"}');
    });
  });

  describe('error mapping (SPEC §8)', () => {
    it('turns a failed fetch into NETWORK_ERROR without status', async () => {
      mockFetch(new TypeError('Failed to fetch'));
      const error = await failure(api.get('/me'));
      expect(error.code).toBe('NETWORK_ERROR');
      expect(error.status).toBeUndefined();
    });

    it("keeps the server's code and status from 500 up, and UNKNOWN_ERROR when the body says nothing", async () => {
      mockFetch(jsonResponse(503, { code: 'UNKNOWN_ERROR', status: 503 }));
      expect(await failure(api.get('/me'))).toMatchObject({ code: 'UNKNOWN_ERROR', status: 503 });
      mockFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
      expect(await failure(api.get('/me'))).toMatchObject({ code: 'UNKNOWN_ERROR', status: 502 });
    });

    it('maps 429 to RATE_LIMIT_REACHED whatever the body', async () => {
      mockFetch(jsonResponse(429, { code: 'TOO_MANY', status: 429 }));
      expect(await failure(api.post('/auth/login', {}))).toMatchObject({ code: 'RATE_LIMIT_REACHED', status: 429 });
    });

    it('passes other 4xx through with code, status and context, logging the ones the caller does not handle', async () => {
      const body = { code: 'INVALID_USERNAME_OR_PASSWORD_GLOBAL', status: 401, context: { country: 'US' } };
      mockFetch(jsonResponse(401, body));
      expect(await failure(api.post('/auth/login', {}, { auth: false }))).toMatchObject(body);
      expect(warn).toHaveBeenCalledWith('Unhandled API error', { code: body.code, status: 401, context: body.context });

      warn.mockClear();
      await failure(api.post('/auth/login', {}, { auth: false, handledCodes: ['INVALID_USERNAME_OR_PASSWORD_GLOBAL'] }));
      expect(warn).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });

    it('reads an unreadable reply or one that breaks its schema as UNKNOWN_ERROR without status', async () => {
      mockFetch(new Response('not json', { status: 200 }));
      const unreadable = await failure(api.get('/me'));
      expect(unreadable.code).toBe('UNKNOWN_ERROR');
      expect(unreadable.status).toBeUndefined();
      mockFetch(jsonResponse(200, { id: 'not-a-user' }));
      expect(await failure(api.get('/me', { schema: userSchema }))).toMatchObject({ code: 'UNKNOWN_ERROR', status: undefined });
    });
  });

  describe('session reset on 401 (SPEC §4)', () => {
    it.each(['UNAUTHORIZED', 'INVALID_STUDENT_TOKEN'])('forgets the session on %s and goes to login with the code', async (code) => {
      localStorage.setItem(STORAGE_KEYS.token, fakeToken({ awsRegion: 'eu-west-3' }));
      localStorage.setItem(STORAGE_KEYS.isBackOfficeStaff, 'true');
      mockFetch(jsonResponse(401, { code, status: 401 }));
      const error = await failure(api.get('/me'));
      expect(error.code).toBe('');
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.isBackOfficeStaff)).toBeNull();
      expect(assign).toHaveBeenCalledWith(`/login?error=${code}`);
    });

    it("sends a back-office session to the token's logout URL", async () => {
      localStorage.setItem(STORAGE_KEYS.token, fakeToken({ awsRegion: 'eu-west-3', logoutUrl: 'https://sso.example.org/logout' }));
      localStorage.setItem(STORAGE_KEYS.backOfficeToken, fakeToken({ sub: 'staff' }));
      mockFetch(jsonResponse(401, { code: 'UNAUTHORIZED', status: 401 }));
      await failure(api.get('/me'));
      expect(localStorage.getItem(STORAGE_KEYS.backOfficeToken)).toBeNull();
      expect(assign).toHaveBeenCalledWith('https://sso.example.org/logout');
      expect(reload).not.toHaveBeenCalled();
    });

    it('reloads a back-office session without logout URL', async () => {
      localStorage.setItem(STORAGE_KEYS.token, fakeToken({ awsRegion: 'eu-west-3' }));
      localStorage.setItem(STORAGE_KEYS.backOfficeToken, fakeToken({ sub: 'staff' }));
      mockFetch(jsonResponse(401, { code: 'UNAUTHORIZED', status: 401 }));
      await failure(api.get('/me'));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(assign).not.toHaveBeenCalled();
    });

    it('keeps the session for other 401 codes', async () => {
      localStorage.setItem(STORAGE_KEYS.token, 'kept');
      mockFetch(jsonResponse(401, { code: 'INVALID_USERNAME_OR_PASSWORD', status: 401 }));
      expect((await failure(api.get('/me'))).code).toBe('INVALID_USERNAME_OR_PASSWORD');
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('kept');
    });
  });
});
