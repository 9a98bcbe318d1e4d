// Every endpoint of issue 3 × every kind of caller, one table. Each case gets fresh classes, so a
// call that succeeds (delete, transfer…) never changes what the next case sees.
import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedClass, seedSchool, seedUser, type TestUser, testConfig, testDatabases } from '../../../test/helpers.js';
import { coTeacherInvitations, schoolStaff } from '../../db/schema/index.js';
import { signStudentToken } from '../families/student-tokens.js';

// `pupil` calls with the student token of a pupil of the class: teacher endpoints refuse it like no token.
const ROLES = ['primary', 'coTeacher', 'staff', 'parent', 'otherTeacher', 'noToken', 'otherRegion', 'pupil'] as const;
type Role = (typeof ROLES)[number];
type TableRole = Exclude<Role, 'pupil'>;
const TABLE_ROLES = ROLES.filter((role): role is TableRole => role !== 'pupil');

const app = await buildTestApp();
const users = {
  primary: await seedUser({ firstName: 'Primary' }),
  coTeacher: await seedUser({ firstName: 'Co' }),
  staff: await seedUser({ firstName: 'Staff' }),
  parent: await seedUser({ firstName: 'Parent', job: 'PARENT' }),
  otherTeacher: await seedUser({ firstName: 'Other' }),
  colleague: await seedUser({ firstName: 'Colleague' }),
  otherRegion: await seedUser({ region: 'us-east-1', firstName: 'Faraway' }),
};

/** Two classes of the primary teacher with the same co-teacher, a staff member of their school, an invitation to `otherTeacher`. */
async function fixture() {
  const school = await seedSchool();
  const { db } = (await testDatabases())['eu-west-3'];
  await db.insert(schoolStaff).values({ userId: users.staff.id, schoolId: school.id });
  const main = await seedClass({
    schoolId: school.id,
    primaryId: users.primary.id,
    coTeacherIds: [users.coTeacher.id],
    students: ['Léa', 'Tom'],
  });
  const target = await seedClass({
    schoolId: school.id,
    primaryId: users.primary.id,
    coTeacherIds: [users.coTeacher.id],
    students: ['Zoé'],
  });
  const [invitation] = await db
    .insert(coTeacherInvitations)
    .values({ classId: main.id, invitedUserId: users.otherTeacher.id, invitedBy: users.primary.id })
    .returning();
  return { school, main, target, student: main.students[0] as { id: string; homeCode: string }, invitation: invitation as { id: string } };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/** What each caller gets; a pupil gets what a caller without a token gets unless the row says otherwise. */
type Expected = Record<TableRole, number> & { pupil?: number };
/** Roles on the class get `ok` when allowed, 403 otherwise; callers without a role get 404. */
function onClass(allowed: Role[], ok: number): Expected {
  const status = (role: Role) => (allowed.includes(role) ? ok : ['primary', 'coTeacher', 'staff'].includes(role) ? 403 : 404);
  return { ...(Object.fromEntries(TABLE_ROLES.map((role) => [role, status(role)])) as Expected), noToken: 401 };
}
const anySignedIn = (ok: number, otherRegion = ok): Expected => ({
  ...(Object.fromEntries(TABLE_ROLES.map((role) => [role, ok])) as Expected),
  noToken: 401,
  otherRegion,
});

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (f: Fixture) => string;
  payload?: (f: Fixture) => Record<string, unknown>;
  query?: Record<string, string>;
  expected: Expected;
}

const settings = { name: 'Renamed', grades: ['CE2'], avatar: 'class-2', colour: 'yellow' };
const ENDPOINTS: Endpoint[] = [
  { name: 'GET /classes', method: 'GET', path: () => '/classes', expected: anySignedIn(200) },
  {
    name: 'POST /classes',
    method: 'POST',
    path: () => '/classes',
    payload: (f) => ({ schoolId: f.school.id, name: `New ${f.main.id.slice(0, 8)}`, grades: ['CP'], language: 'FR' }),
    expected: { ...anySignedIn(201, 404), parent: 403 },
  },
  {
    name: 'GET /classes/:id',
    method: 'GET',
    path: (f) => `/classes/${f.main.id}`,
    expected: onClass(['primary', 'coTeacher', 'staff'], 200),
  },
  {
    name: 'PATCH settings',
    method: 'PATCH',
    path: (f) => `/classes/${f.main.id}/settings`,
    payload: () => settings,
    expected: onClass(['primary'], 200),
  },
  { name: 'archive', method: 'POST', path: (f) => `/classes/${f.main.id}/archive`, expected: onClass(['primary'], 200) },
  { name: 'restore', method: 'POST', path: (f) => `/classes/${f.main.id}/restore`, expected: onClass(['primary'], 200) },
  {
    name: 'DELETE /classes/:id',
    method: 'DELETE',
    path: (f) => `/classes/${f.main.id}`,
    payload: (f) => ({ confirmName: f.main.name }),
    expected: onClass(['primary'], 204),
  },
  {
    name: 'transfer class',
    method: 'POST',
    path: (f) => `/classes/${f.main.id}/transfer`,
    payload: () => ({ email: users.colleague.email }),
    expected: onClass(['primary'], 204),
  },
  {
    name: 'GET students',
    method: 'GET',
    path: (f) => `/classes/${f.main.id}/students`,
    expected: onClass(['primary', 'coTeacher', 'staff'], 200),
  },
  {
    name: 'POST students',
    method: 'POST',
    path: (f) => `/classes/${f.main.id}/students`,
    payload: () => ({ names: ['Noé'] }),
    expected: onClass(['primary'], 201),
  },
  {
    name: 'PATCH student',
    method: 'PATCH',
    path: (f) => `/students/${f.student.id}`,
    payload: () => ({ world: 'galaxy' }),
    expected: onClass(['primary', 'coTeacher'], 200),
  },
  {
    name: 'transfer student',
    method: 'POST',
    path: (f) => `/students/${f.student.id}/transfer`,
    payload: (f) => ({ classId: f.target.id }),
    expected: onClass(['primary'], 200),
  },
  { name: 'DELETE student', method: 'DELETE', path: (f) => `/students/${f.student.id}`, expected: onClass(['primary'], 204) },
  {
    name: 'invite co-teacher',
    method: 'POST',
    path: (f) => `/classes/${f.main.id}/co-teachers`,
    payload: () => ({ email: users.colleague.email }),
    expected: onClass(['primary'], 201),
  },
  {
    name: 'remove co-teacher',
    method: 'DELETE',
    path: (f) => `/classes/${f.main.id}/co-teachers/${users.coTeacher.id}`,
    expected: onClass(['primary'], 204),
  },
  { name: 'leave', method: 'POST', path: (f) => `/classes/${f.main.id}/leave`, expected: onClass(['coTeacher'], 204) },
  { name: 'GET /invitations', method: 'GET', path: () => '/invitations', expected: anySignedIn(200) },
  {
    name: 'accept invitation',
    method: 'POST',
    path: (f) => `/invitations/${f.invitation.id}/accept`,
    expected: { ...anySignedIn(404), otherTeacher: 200 },
  },
  {
    name: 'decline invitation',
    method: 'POST',
    path: (f) => `/invitations/${f.invitation.id}/decline`,
    expected: { ...anySignedIn(404), otherTeacher: 204 },
  },
  { name: 'search schools', method: 'GET', path: () => '/schools/search', query: { country: 'FR', q: 'lyon' }, expected: anySignedIn(200) },
  {
    name: 'POST /schools',
    method: 'POST',
    path: () => '/schools',
    payload: () => ({ name: 'École test', country: 'FR', zipCode: '69003', city: 'Lyon', address: '2 rue Neuve' }),
    // FR belongs to eu-west-3: the US API answers WRONG_COUNTRY_REGION.
    expected: anySignedIn(201, 400),
  },
  // Families: no teacher role involved; a home code is only known in its own region.
  {
    name: 'home-connect',
    method: 'POST',
    path: () => '/student/home-connect',
    payload: (f) => ({ code: f.student.homeCode }),
    expected: { ...anySignedIn(200, 404), noToken: 200 },
  },
  // Class connection at school: public, any token is ignored; a class code is only known in its own region.
  {
    name: 'GET class-connect',
    method: 'GET',
    path: (f) => `/class-connect/${f.main.code}`,
    expected: { ...anySignedIn(200, 404), noToken: 200 },
  },
  {
    name: 'POST class-connect pupil',
    method: 'POST',
    path: (f) => `/class-connect/${f.main.code}/students/${f.student.id}`,
    expected: { ...anySignedIn(200, 404), noToken: 200 },
  },
  { name: 'GET /student/me', method: 'GET', path: () => '/student/me', expected: { ...anySignedIn(401), pupil: 200 } },
  {
    name: 'home-code request',
    method: 'POST',
    path: () => '/home-code-requests',
    payload: () => ({ country: 'FR', teacherEmail: users.primary.email, childFullName: 'Léa Martin', parentEmail: 'parent@home.test' }),
    expected: { ...anySignedIn(204, 404), noToken: 204 },
  },
];

const jwtSecret = testConfig().jwtSecret;

function headersOf(role: Role, f: Fixture): Record<string, string> {
  if (role === 'pupil') {
    return { authorization: `Bearer ${signStudentToken(jwtSecret, { studentId: f.student.id, awsRegion: 'eu-west-3' })}` };
  }
  const user: TestUser | undefined = role === 'noToken' ? undefined : users[role];
  return user ? authAs(user) : {};
}

function request(endpoint: Endpoint, role: Role, f: Fixture) {
  const region = role === 'otherRegion' ? 'us-east-1' : 'eu-west-3';
  return app.inject({
    method: endpoint.method,
    url: `/api/${region}${endpoint.path(f)}`,
    query: endpoint.query,
    headers: headersOf(role, f),
    payload: endpoint.payload?.(f),
  });
}

describe('role × endpoint matrix', () => {
  const cases = ENDPOINTS.flatMap((endpoint) =>
    ROLES.map((role) => ({
      endpoint,
      role,
      status: role === 'pupil' ? (endpoint.expected.pupil ?? endpoint.expected.noToken) : endpoint.expected[role],
    })),
  );
  it.each(cases)('$endpoint.name as $role → $status', async ({ endpoint, role, status }) => {
    const res = await request(endpoint, role, await fixture());
    expect(res.statusCode, res.body).toBe(status);
    if (status === 401) expect(['UNAUTHORIZED', 'INVALID_STUDENT_TOKEN']).toContain(res.json().code);
    if (status === 403) expect(res.json().code).toBe('FORBIDDEN');
    if (status === 404) expect(['CLASS_NOT_FOUND', 'STUDENT_NOT_FOUND', 'SCHOOL_NOT_FOUND', 'EMAIL_NOT_FOUND']).toContain(res.json().code);
  });
});

describe('bad input never gives a 500', () => {
  const withParams = ENDPOINTS.filter((endpoint) => /:id|students\/|classes\/|invitations\//.test(endpoint.path(fakeFixture())));
  it.each(withParams)('$name with a malformed id → 400 INVALID_FORM', async (endpoint) => {
    const f = await fixture();
    const url = `/api/eu-west-3${endpoint.path(f)}`.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'not-a-uuid');
    const res = await app.inject({
      method: endpoint.method,
      url,
      query: endpoint.query,
      headers: authAs(users.primary),
      payload: endpoint.payload?.(f),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FORM');
  });
  const withBody = ENDPOINTS.filter((endpoint) => endpoint.payload || endpoint.query);
  it.each(withBody)('$name with a wrong body → 400 INVALID_FORM', async (endpoint) => {
    const f = await fixture();
    const res = await app.inject({
      method: endpoint.method,
      url: `/api/eu-west-3${endpoint.path(f)}`,
      query: endpoint.query ? { country: 'France' } : undefined,
      headers: authAs(users.primary),
      payload: endpoint.payload
        ? { names: 42, email: 'nope', classId: 'x', world: 7, confirmName: 3, grades: 'CP', country: 1 }
        : undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_FORM');
  });
});

function fakeFixture(): Fixture {
  const id = '00000000-0000-4000-8000-000000000000';
  return {
    school: { id },
    main: { id, name: 'x', code: 'ABCDEF' },
    target: { id },
    student: { id, homeCode: 'ABCDEF' },
    invitation: { id },
  } as unknown as Fixture;
}
