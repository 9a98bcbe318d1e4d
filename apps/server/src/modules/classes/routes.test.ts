import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedClass, seedSchool, seedUser, testDatabases } from '../../../test/helpers.js';
import { students } from '../../db/schema/index.js';

const base = '/api/eu-west-3';

describe('classes', () => {
  it('creates a class with its teacher as primary, lists it and shows it in /me', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const res = await app.inject({
      method: 'POST',
      url: `${base}/classes`,
      headers: authAs(ana),
      payload: { schoolId: school.id, name: ' Tigers ', grades: ['CE1', 'CE2'], language: 'FR', avatar: 'class-3', colour: 'green' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Tigers', role: 'PRIMARY_TEACHER', archived: false, studentCount: 0, school: { id: school.id } });
    expect(created.code).toMatch(/^[A-Z2-9]{6}$/);
    const list = await app.inject({ method: 'GET', url: `${base}/classes`, headers: authAs(ana) });
    expect(list.json().active.map((item: { id: string }) => item.id)).toEqual([created.id]);
    const me = await app.inject({ method: 'GET', url: `${base}/me`, headers: authAs(ana) });
    const classes = [{ id: created.id, curriculum: 'FR', school: school.name }];
    expect(me.json().classes).toEqual(classes);
    // Every answer that shows the user shows their classes too: a profile update and a new login.
    const patched = await app.inject({
      method: 'PATCH',
      url: `${base}/me`,
      headers: authAs(ana),
      payload: { firstName: 'Anabel', lastName: 'Lopez', email: ana.email, language: 'en' },
    });
    expect(patched.json()).toMatchObject({ firstName: 'Anabel', classes });
    const login = await app.inject({
      method: 'POST',
      url: `${base}/auth/login`,
      payload: { email: ana.email, password: ana.password, country: 'FR' },
    });
    expect(login.json().user.classes).toEqual(classes);
  });

  it('refuses a class name the teacher already uses, whatever its case, and bad input', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls' });
    const payload = { schoolId: school.id, name: 'OWLS', grades: ['CP'], language: 'FR' };
    const res = await app.inject({ method: 'POST', url: `${base}/classes`, headers: authAs(ana), payload });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CLASS_NAME_ALREADY_EXISTS');
    const bad = await app.inject({
      method: 'POST',
      url: `${base}/classes`,
      headers: authAs(ana),
      payload: { ...payload, name: '', grades: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .context.fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['grades', 'name']);
    const noSchool = await app.inject({
      method: 'POST',
      url: `${base}/classes`,
      headers: authAs(ana),
      payload: { ...payload, name: 'Bats', schoolId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(noSchool.json().code).toBe('SCHOOL_NOT_FOUND');
  });

  it('renames, archives, restores and deletes a class after the name is typed', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Tigers' });
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls', students: ['Léa', 'Tom'] });
    const url = `${base}/classes/${owls.id}`;
    const settings = { name: 'Tigers', grades: ['CM1'], avatar: 'class-4', colour: 'red' };
    const clash = await app.inject({ method: 'PATCH', url: `${url}/settings`, headers: authAs(ana), payload: settings });
    expect(clash.json().code).toBe('CLASS_NAME_ALREADY_EXISTS');
    const renamed = await app.inject({
      method: 'PATCH',
      url: `${url}/settings`,
      headers: authAs(ana),
      payload: { ...settings, name: 'Lions' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Lions', grades: ['CM1'], avatar: 'class-4', colour: 'red', studentCount: 2 });
    const archived = await app.inject({ method: 'POST', url: `${url}/archive`, headers: authAs(ana) });
    expect(archived.json().archived).toBe(true);
    const list = await app.inject({ method: 'GET', url: `${base}/classes`, headers: authAs(ana) });
    expect(list.json().archived.map((item: { name: string }) => item.name)).toEqual(['Lions']);
    const restored = await app.inject({ method: 'POST', url: `${url}/restore`, headers: authAs(ana) });
    expect(restored.json().archived).toBe(false);
    const wrong = await app.inject({ method: 'DELETE', url, headers: authAs(ana), payload: { confirmName: 'Owls' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_FORM');
    const deleted = await app.inject({ method: 'DELETE', url, headers: authAs(ana), payload: { confirmName: 'Lions' } });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers: authAs(ana) })).statusCode).toBe(404);
    const { db } = (await testDatabases())['eu-west-3'];
    const left = await db.select().from(students);
    expect(left.filter((row) => row.classId === owls.id)).toEqual([]);
  });

  it('transfers a class to a colleague of the region, who becomes primary; the sender loses access', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const ben = await seedUser({ firstName: 'Ben' });
    const usTeacher = await seedUser({ region: 'us-east-1' });
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls', students: ['Léa'] });
    const url = `${base}/classes/${owls.id}/transfer`;
    const unknown = await app.inject({ method: 'POST', url, headers: authAs(ana), payload: { email: usTeacher.email } });
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    const self = await app.inject({ method: 'POST', url, headers: authAs(ana), payload: { email: ana.email } });
    expect(self.json().code).toBe('TEACHER_ALREADY_IN_CLASS');
    const done = await app.inject({ method: 'POST', url, headers: authAs(ana), payload: { email: ben.email.toUpperCase() } });
    expect(done.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}`, headers: authAs(ana) })).statusCode).toBe(404);
    const mine = await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}`, headers: authAs(ben) });
    expect(mine.json()).toMatchObject({ role: 'PRIMARY_TEACHER', studentCount: 1 });
  });

  it('answers CLASS_HAS_NO_PRIMARY_TEACHER to settings, archive, delete and transfer of a class without one', async () => {
    const app = await buildTestApp();
    const co = await seedUser();
    const school = await seedSchool();
    const orphan = await seedClass({ schoolId: school.id, primaryId: null, coTeacherIds: [co.id], name: 'Orphans' });
    const url = `${base}/classes/${orphan.id}`;
    const calls = [
      { method: 'PATCH' as const, url: `${url}/settings`, payload: { name: 'X', grades: ['CP'], avatar: 'class-1', colour: 'blue' } },
      { method: 'POST' as const, url: `${url}/archive` },
      { method: 'DELETE' as const, url, payload: { confirmName: 'Orphans' } },
      { method: 'POST' as const, url: `${url}/transfer`, payload: { email: co.email } },
    ];
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: authAs(co) });
      expect(res.json().code).toBe('CLASS_HAS_NO_PRIMARY_TEACHER');
    }
    expect((await app.inject({ method: 'GET', url, headers: authAs(co) })).json().hasPrimaryTeacher).toBe(false);
  });
});
