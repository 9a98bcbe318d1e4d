import { describe, expect, it } from 'vitest';
import { buildTestApp, seedClass, seedSchool, seedUser, testDatabases } from '../../../test/helpers.js';
import { students } from '../../db/schema/index.js';

const base = '/api/eu-west-3';

async function seedOwls(options: { archived?: boolean } = {}) {
  const app = await buildTestApp();
  const ana = await seedUser();
  const school = await seedSchool();
  const owls = await seedClass({
    schoolId: school.id,
    primaryId: ana.id,
    name: 'Owls',
    students: ['Zoé', 'émile', 'Léa', 'Adam'],
    ...options,
  });
  return { app, ana, school, owls };
}

describe('class connection at school', () => {
  it("lists an active class's pupils by name, with nothing else about them", async () => {
    const { app, owls } = await seedOwls();
    const typed = `${owls.code.slice(0, 3).toLowerCase()}-${owls.code.slice(3)} `;
    const res = await app.inject({ method: 'GET', url: `${base}/class-connect/${encodeURIComponent(typed)}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      classId: owls.id,
      className: 'Owls',
      language: 'FR',
      avatar: 'class-1',
      colour: 'blue',
      students: expect.any(Array),
    });
    expect(body.students.map((pupil: { name: string }) => pupil.name)).toEqual(['Adam', 'émile', 'Léa', 'Zoé']);
    for (const pupil of body.students) expect(Object.keys(pupil).sort()).toEqual(['id', 'name']);
  });

  it('answers CLASS_NOT_FOUND for an archived class, a home code, an unknown code and the other region', async () => {
    const { app, owls } = await seedOwls();
    const archived = await seedClass({ schoolId: owls.schoolId, students: ['Tom'], archived: true });
    const get = (code: string, region = 'eu-west-3') => app.inject({ method: 'GET', url: `/api/${region}/class-connect/${code}` });
    for (const res of [
      await get(archived.code),
      await get((owls.students[0] as { homeCode: string }).homeCode),
      await get('ZZZZZZ'),
      await get(owls.code, 'us-east-1'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CLASS_NOT_FOUND');
    }
    const post = await app.inject({ method: 'POST', url: `${base}/class-connect/${archived.code}/students/${archived.students[0]?.id}` });
    expect(post.json()).toMatchObject({ code: 'CLASS_NOT_FOUND', status: 404 });
  });

  it('refuses a malformed code or pupil id with INVALID_FORM', async () => {
    const { app, owls } = await seedOwls();
    const lea = owls.students[0] as { id: string };
    for (const url of [
      `${base}/class-connect/ABC23`,
      `${base}/class-connect/ABC230`,
      `${base}/class-connect/${'A'.repeat(30)}`,
      `${base}/class-connect/ABCIL1/students/${lea.id}`,
      `${base}/class-connect/${owls.code}/students/not-a-uuid`,
    ]) {
      const res = await app.inject({ method: url.includes('/students/') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('INVALID_FORM');
    }
  });

  it('signs the picked pupil in like a home connection, leaving the home code SENT', async () => {
    const { app, owls } = await seedOwls();
    const lea = owls.students.find((pupil) => pupil.name === 'Léa') as { id: string };
    const res = await app.inject({ method: 'POST', url: `${base}/class-connect/${owls.code.toLowerCase()}/students/${lea.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const { studentToken, student } = res.json();
    expect(Object.keys(res.json()).sort()).toEqual(['student', 'studentToken']);
    expect(student).toMatchObject({ id: lea.id, name: 'Léa', classId: owls.id, className: 'Owls', language: 'FR' });
    expect(Object.keys(student).sort()).toEqual([
      'accessibilityOptions',
      'classId',
      'className',
      'foundationalVocabularyEnabled',
      'grade',
      'id',
      'language',
      'name',
      'world',
    ]);
    const me = await app.inject({ method: 'GET', url: `${base}/student/me`, headers: { authorization: `Bearer ${studentToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(student);
    const { db } = (await testDatabases())['eu-west-3'];
    expect((await db.select().from(students)).find((row) => row.id === lea.id)?.homeCodeStatus).toBe('SENT');
  });

  it('answers STUDENT_NOT_FOUND for a pupil of another class or an unknown pupil', async () => {
    const { app, owls } = await seedOwls();
    const tigers = await seedClass({ schoolId: owls.schoolId, students: ['Tom'] });
    const tom = tigers.students[0] as { id: string };
    for (const studentId of [tom.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await app.inject({ method: 'POST', url: `${base}/class-connect/${owls.code}/students/${studentId}` });
      expect(res.json()).toMatchObject({ code: 'STUDENT_NOT_FOUND', status: 404 });
    }
  });
});

describe('rate limits on a school network', () => {
  it('lets a whole class connect from one address, while home codes keep the /auth limit', async () => {
    const app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls', students: ['Adam'] });
    const statuses = async (request: () => Promise<{ statusCode: number }>, times: number) => {
      const codes: number[] = [];
      for (let i = 0; i < times; i += 1) codes.push((await request()).statusCode);
      return codes;
    };
    const classList = () => app.inject({ method: 'GET', url: `${base}/class-connect/${owls.code}` });
    expect(await statuses(classList, 20)).toEqual(Array(20).fill(200));
    expect((await classList()).statusCode).toBe(429);
    const homeConnect = () => app.inject({ method: 'POST', url: `${base}/student/home-connect`, payload: { code: 'ZZZZZZ' } });
    expect(await statuses(homeConnect, 3)).toEqual([404, 404, 429]);
  });
});
