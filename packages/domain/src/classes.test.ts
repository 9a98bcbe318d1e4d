import { describe, expect, it } from 'vitest';
import {
  CLASS_AVATARS,
  canAddStudents,
  classPermissions,
  classSettingsSchema,
  countedStudents,
  HOME_CODE_ALPHABET,
  isHomeCode,
  isUaiCode,
  newHomeCode,
  normaliseSearchText,
} from './classes.js';
import { addStudentsSchema, updateStudentSchema } from './students.js';

describe('classPermissions', () => {
  it('gives the primary teacher full control but leaving', () => {
    const allowed = classPermissions('PRIMARY_TEACHER');
    expect(Object.entries(allowed).filter(([, value]) => !value)).toEqual([['leave', false]]);
  });
  it('lets a co-teacher see results and leave, but not archive, delete, transfer or add pupils', () => {
    const co = classPermissions('CO_TEACHER');
    expect(co).toMatchObject({ viewClass: true, viewResults: true, leave: true });
    expect(co).toMatchObject({ archive: false, deleteClass: false, transferClass: false, addStudents: false, transferStudents: false });
    expect(co.manageCoTeachers).toBe(false);
  });
  it('keeps school staff read-only and everyone else out', () => {
    const staff = classPermissions('STAFF_OF');
    expect(
      Object.entries(staff)
        .filter(([, value]) => value)
        .map(([key]) => key),
    ).toEqual(['viewClass', 'viewResults']);
    expect(Object.values(classPermissions(null)).some(Boolean)).toBe(false);
  });
});

describe('canAddStudents', () => {
  it('is uncapped with a null limit', () => expect(canAddStudents({ currentCount: 10_000, adding: 50, limit: null })).toBe(true));
  it('allows up to the limit and not beyond', () => {
    expect(canAddStudents({ currentCount: 28, adding: 2, limit: 30 })).toBe(true);
    expect(canAddStudents({ currentCount: 29, adding: 2, limit: 30 })).toBe(false);
  });
  it('counts neither the demo pupil nor archived classes', () => {
    expect(
      countedStudents([
        { isDemo: true, classArchived: false },
        { isDemo: false, classArchived: true },
        { isDemo: false, classArchived: false },
      ]),
    ).toBe(1);
  });
});

describe('home codes', () => {
  it('uses no ambiguous character', () => {
    for (const char of '0O1IL') expect(HOME_CODE_ALPHABET).not.toContain(char);
  });
  it('recognises 6 characters of the alphabet only', () => {
    expect(isHomeCode('ABC234')).toBe(true);
    expect(isHomeCode('ABC23')).toBe(false);
    expect(isHomeCode('ABC230')).toBe(false);
    expect(isHomeCode('abc234')).toBe(false);
  });
  it('makes codes that pass isHomeCode', () => {
    for (let i = 0; i < 50; i += 1) expect(isHomeCode(newHomeCode((below) => Math.floor(Math.random() * below)))).toBe(true);
  });
});

describe('schemas and search helpers', () => {
  it('knows the 12 avatars and checks settings', () => {
    expect(CLASS_AVATARS).toHaveLength(12);
    expect(classSettingsSchema.safeParse({ name: ' CE1 ', grades: ['CE1'], avatar: 'class-12', colour: 'red' }).success).toBe(true);
    expect(classSettingsSchema.safeParse({ name: 'x', grades: [], avatar: 'class-13', colour: 'pink' }).success).toBe(false);
  });
  it('rejects empty pupil names and accepts a list', () => {
    expect(addStudentsSchema.safeParse({ names: ['Léa', 'Tom'] }).success).toBe(true);
    const bad = addStudentsSchema.safeParse({ names: ['Léa', '   '] });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.message)).toEqual(['REQUIRED']);
    expect(updateStudentSchema.safeParse({ world: 'atlantis' }).success).toBe(true);
  });
  it('spots UAI codes and normalises accents', () => {
    expect(isUaiCode('0690001B')).toBe(true);
    expect(isUaiCode('69003')).toBe(false);
    expect(normaliseSearchText("École Saint-Exupéry, L'Haÿ")).toBe('ecole saint exupery l hay');
  });
});
