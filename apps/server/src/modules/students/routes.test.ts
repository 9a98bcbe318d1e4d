import { describe, expect, it } from 'vitest';
import { authAs, buildTestApp, seedClass, seedSchool, seedUser } from '../../../test/helpers.js';

const base = '/api/eu-west-3';

describe('pupils', () => {
  it('adds a pasted list of names, trimmed, each with its own home code', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id });
    const res = await app.inject({
      method: 'POST',
      url: `${base}/classes/${owls.id}/students`,
      headers: authAs(ana),
      payload: { names: [' Léa ', 'Tom'] },
    });
    expect(res.statusCode).toBe(201);
    const added = res.json();
    expect(added.map((pupil: { name: string }) => pupil.name)).toEqual(['Léa', 'Tom']);
    expect(added[0]).toMatchObject({ world: 'forest', homeCodeStatus: 'SENT', isDemo: false, foundationalVocabularyEnabled: false });
    expect(new Set(added.map((pupil: { homeCode: string }) => pupil.homeCode)).size).toBe(2);
    const list = await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}/students`, headers: authAs(ana) });
    expect(list.json()).toHaveLength(2);
  });

  it('adds nothing when a name clashes with the class or repeats in the list, and names the clashes', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, students: ['Léa'] });
    const url = `${base}/classes/${owls.id}/students`;
    const res = await app.inject({ method: 'POST', url, headers: authAs(ana), payload: { names: ['LÉA', 'Zoé', 'Noé', 'zoé'] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS', context: { names: ['LÉA', 'zoé'] } });
    expect((await app.inject({ method: 'GET', url, headers: authAs(ana) })).json()).toHaveLength(1);
    const empty = await app.inject({ method: 'POST', url, headers: authAs(ana), payload: { names: ['  '] } });
    expect(empty.json()).toMatchObject({ code: 'INVALID_FORM', context: { fields: [{ path: 'names.0', message: 'REQUIRED' }] } });
  });

  it('updates name, grade, world, accessibility and foundational vocabulary; refuses an unknown world', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, students: ['Léa', 'Tom'] });
    const [lea] = owls.students;
    const url = `${base}/students/${lea?.id}`;
    const res = await app.inject({
      method: 'PATCH',
      url,
      headers: authAs(ana),
      payload: {
        name: 'Léane',
        grade: 'CE2',
        world: 'ocean',
        accessibilityOptions: { cursive_font: true },
        foundationalVocabularyEnabled: true,
      },
    });
    expect(res.json()).toMatchObject({
      name: 'Léane',
      grade: 'CE2',
      world: 'ocean',
      foundationalVocabularyEnabled: true,
      accessibilityOptions: { cursive_font: true, read_aloud: true },
    });
    const world = await app.inject({ method: 'PATCH', url, headers: authAs(ana), payload: { world: 'atlantis' } });
    expect(world.json().code).toBe('UNKOWN_WORLD');
    const clash = await app.inject({ method: 'PATCH', url, headers: authAs(ana), payload: { name: 'tom' } });
    expect(clash.json().code).toBe('STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS');
  });

  it('transfers a pupil to another class of the teacher, and deletes one', async () => {
    const app = await buildTestApp();
    const ana = await seedUser();
    const school = await seedSchool();
    const owls = await seedClass({ schoolId: school.id, primaryId: ana.id, students: ['Léa', 'Tom'] });
    const bats = await seedClass({ schoolId: school.id, primaryId: ana.id, students: ['Tom'] });
    const [lea, tom] = owls.students;
    const same = await app.inject({
      method: 'POST',
      url: `${base}/students/${lea?.id}/transfer`,
      headers: authAs(ana),
      payload: { classId: owls.id },
    });
    expect(same.json().code).toBe('STUDENT_ALREADY_IN_CLASS');
    const clash = await app.inject({
      method: 'POST',
      url: `${base}/students/${tom?.id}/transfer`,
      headers: authAs(ana),
      payload: { classId: bats.id },
    });
    expect(clash.json().code).toBe('STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS');
    const moved = await app.inject({
      method: 'POST',
      url: `${base}/students/${lea?.id}/transfer`,
      headers: authAs(ana),
      payload: { classId: bats.id },
    });
    expect(moved.json()).toMatchObject({ classId: bats.id, name: 'Léa' });
    const deleted = await app.inject({ method: 'DELETE', url: `${base}/students/${tom?.id}`, headers: authAs(ana) });
    expect(deleted.statusCode).toBe(204);
    const left = await app.inject({ method: 'GET', url: `${base}/classes/${owls.id}/students`, headers: authAs(ana) });
    expect(left.json()).toEqual([]);
  });
});
