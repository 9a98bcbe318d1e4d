import type { User } from '@plume/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { routes } from '../app/router';

/** A JSON reply as fetch would give it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch with a mock answering every call with the given replies, in order (the last one repeats). */
export function mockFetch(...replies: (Response | Error)[]) {
  let call = 0;
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)];
    call += 1;
    if (reply instanceof Error) throw reply;
    return (reply as Response).clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A token the web can read (payload only; the server would check the signature). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

/** The whole app's routes in memory, starting at `path`. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

/** A signed-in teacher as GET /me returns them; tests change only what they look at. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2c1e-8d1a-4e4b-9c55-1f2e3d4c5b6a',
    createdAt: '2025-09-01T08:00:00.000Z',
    email: 'ana@example.org',
    firstName: 'Ana',
    lastName: 'Lopez',
    type: 'TEACHER',
    job: 'TEACHER',
    country: 'FR',
    language: 'en',
    classes: [],
    versionType: null,
    isStaff: false,
    isSeller: false,
    rosteringType: null,
    dataResidency: 'eu-west-3',
    signupSource: 'AT_SCHOOL',
    accountOrigin: 'PLUME',
    ...overrides,
  };
}
