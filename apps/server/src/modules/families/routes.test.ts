import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, readOutbox, seedClass, seedSchool, seedUser, testDatabases } from '../../../test/helpers.js';
import { students } from '../../db/schema/index.js';

const base = '/api/eu-west-3';

describe('home codes for families', () => {
  it('signs a pupil in with their home code, marks it USED, and answers /student/me with the student token', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls', students: ['Léa'] });
    const lea = owls.students[0] as { id: string; homeCode: string };
    const typed = `${lea.homeCode.slice(0, 3).toLowerCase()} ${lea.homeCode.slice(3)}`;
    const res = await app.inject({ method: 'POST', url: `${base}/student/home-connect`, payload: { code: typed } });
    expect(res.statusCode).toBe(200);
    const { studentToken, student } = res.json();
    expect(student).toMatchObject({ id: lea.id, name: 'Léa', className: 'Owls', language: 'FR' });
    const { db } = (await testDatabases())['eu-west-3'];
    expect((await db.select().from(students)).find((row) => row.id === lea.id)?.homeCodeStatus).toBe('USED');
    const me = await app.inject({ method: 'GET', url: `${base}/student/me`, headers: { authorization: `Bearer ${studentToken}` } });
    expect(me.json()).toMatchObject({ id: lea.id, name: 'Léa' });
    // Neither kind of token opens the other side, nor another region.
    expect((await app.inject({ method: 'GET', url: `${base}/me`, headers: { authorization: `Bearer ${studentToken}` } })).statusCode).toBe(
      401,
    );
    const teacherToken = await app.inject({ method: 'GET', url: `${base}/student/me`, headers: authAs(ana) });
    expect(teacherToken.json()).toMatchObject({ code: 'INVALID_STUDENT_TOKEN', status: 401 });
    const us = await app.inject({ method: 'GET', url: '/api/us-east-1/student/me', headers: { authorization: `Bearer ${studentToken}` } });
    expect(us.json().code).toBe('INVALID_STUDENT_TOKEN');
    expect((await app.inject({ method: 'GET', url: `${base}/student/me` })).json().code).toBe('INVALID_STUDENT_TOKEN');
  });

  it('tells an unknown code from a class code, and refuses bad input', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id });
    const connect = (code: unknown) => app.inject({ method: 'POST', url: `${base}/student/home-connect`, payload: { code } });
    expect((await connect(owls.code)).json().code).toBe('HOME_CONNECT_CODE_IS_SCHOOL_CODE');
    expect((await connect('ZZZZZZ')).json()).toMatchObject({ code: 'STUDENT_NOT_FOUND', status: 404 });
    expect((await connect('')).json().code).toBe('INVALID_FORM');
    expect((await connect(42)).json().code).toBe('INVALID_FORM');
  });

  it("emails the teacher a family's home-code request in the teacher's language", async () => {
    const app = await buildTestApp();
    const ana = await seedUser({ language: 'fr', firstName: 'Ana' });
    const payload = { country: 'FR', teacherEmail: ana.email, childFullName: 'Léa Dupont', parentEmail: 'parent@home.test' };
    const res = await app.inject({ method: 'POST', url: `${base}/home-code-requests`, payload });
    expect(res.statusCode).toBe(204);
    const [mail] = await readOutbox(ana.email);
    expect(mail).toMatchObject({ language: 'fr', subject: 'Une famille demande un code maison Plume' });
    expect(mail?.text).toContain('Léa Dupont');
    const unknown = await app.inject({
      method: 'POST',
      url: `${base}/home-code-requests`,
      payload: { ...payload, teacherEmail: 'nobody@school.test' },
    });
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    const bad = await app.inject({ method: 'POST', url: `${base}/home-code-requests`, payload: { ...payload, parentEmail: 'nope' } });
    expect(bad.json().code).toBe('INVALID_FORM');
  });
});
