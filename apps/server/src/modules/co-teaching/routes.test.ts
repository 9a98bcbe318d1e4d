import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedClass, seedSchool, seedUser } from '../../../test/helpers.js';

const base = '/api/eu-west-3';

describe('co-teaching', () => {
  it('invites a colleague who accepts, sees the class as co-teacher, cannot add pupils, then leaves', async () => {
    const app = await buildTestApp();
    const ana = await seedUser({ firstName: 'Ana' });
    const ben = await seedUser({ firstName: 'Ben' });
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, name: 'Owls' });
    const invite = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/co-teachers`,
      headers: authAs(ana),
      payload: { email: ben.email },
    });
    expect(invite.statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/co-teachers`,
      headers: authAs(ana),
      payload: { email: ben.email },
    });
    expect(again.json().code).toBe('TEACHER_ALREADY_IN_CLASS');
    const pending = await app.inject({ method: 'GET', url: `${base}/invitations`, headers: authAs(ben) });
    expect(pending.json()).toMatchObject([
      { id: invite.json().id, className: 'Owls', schoolName: school.name, invitedBy: { firstName: 'Ana' } },
    ]);
    const accepted = await app.inject({ method: 'POST', url: `${base}/invitations/${invite.json().id}/accept`, headers: authAs(ben) });
    expect(accepted.json()).toEqual({ classId: owls.id });
    expect((await app.inject({ method: 'GET', url: `${base}/invitations`, headers: authAs(ben) })).json()).toEqual([]);
    const seen = await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}`, headers: authAs(ben) });
    expect(seen.json()).toMatchObject({ role: 'CO_TEACHER', permissions: { addStudents: false, archive: false, leave: true } });
    expect(seen.json().teachers.map((teacher: { role: string }) => teacher.role)).toEqual(['CO_TEACHER', 'PRIMARY_TEACHER']);
    const add = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/students`,
      headers: authAs(ben),
      payload: { names: ['Léa'] },
    });
    expect(add.statusCode).toBe(403);
    const archive = await app.inject({ method: 'POST', url: `${base}/classes/${owls.id}/archive`, headers: authAs(ben) });
    expect(archive.json().code).toBe('FORBIDDEN');
    const already = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/co-teachers`,
      headers: authAs(ana),
      payload: { email: ben.email },
    });
    expect(already.json().code).toBe('TEACHER_ALREADY_IN_CLASS');
    const leave = await app.inject({ method: 'POST', url: `${base}/classes/${owls.id}/leave`, headers: authAs(ben) });
    expect(leave.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}`, headers: authAs(ben) })).statusCode).toBe(404);
  });

  it('refuses unknown emails, lets the invitee decline, and lets the primary remove a co-teacher', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const ben = await seedUser();
    const cleo = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, coTeacherIds: [cleo.id] });
    const unknown = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/co-teachers`,
      headers: authAs(ana),
      payload: { email: 'nobody@school.test' },
    });
    expect(unknown.json().code).toBe('EMAIL_NOT_FOUND');
    const invite = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/co-teachers`,
      headers: authAs(ana),
      payload: { email: ben.email },
    });
    const notMine = await app.inject({ method: 'POST', url: `${base}/invitations/${invite.json().id}/accept`, headers: authAs(cleo) });
    expect(notMine.statusCode).toBe(404);
    const declined = await app.inject({ method: 'POST', url: `${base}/invitations/${invite.json().id}/decline`, headers: authAs(ben) });
    expect(declined.statusCode).toBe(204);
    const late = await app.inject({ method: 'POST', url: `${base}/invitations/${invite.json().id}/accept`, headers: authAs(ben) });
    expect(late.statusCode).toBe(404);
    const byCo = await app.inject({ method: 'DELETE', url: `${base}/classes/${owls.id}/co-teachers/${cleo.id}`, headers: authAs(cleo) });
    expect(byCo.statusCode).toBe(403);
    const removed = await app.inject({ method: 'DELETE', url: `${base}/classes/${owls.id}/co-teachers/${cleo.id}`, headers: authAs(ana) });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}`, headers: authAs(cleo) })).statusCode).toBe(404);
    const primaryLeaves = await app.inject({ method: 'POST', url: `${base}/classes/${owls.id}/leave`, headers: authAs(ana) });
    expect(primaryLeaves.json().code).toBe('FORBIDDEN');
  });
});
