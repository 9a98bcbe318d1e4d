// Zod-free rules of classes, pupils and home codes (SPEC §3, §5, §6).

/** Class avatars class-1 … class-12 (SPEC §3). */
export const CLASS_AVATARS = Array.from({ length: 12 }, (_, index) => `class-${index + 1}` as const);
export type ClassAvatar = `class-${number}`;

/** Class colours (SPEC §3). */
export const CLASS_COLOURS = ['blue', 'red', 'yellow', 'green'] as const;
export type ClassColour = (typeof CLASS_COLOURS)[number];

/** Teaching languages of a class; the class's curriculum. */
export const TEACHING_LANGUAGES = ['FR', 'EN'] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

/** Accessibility options of a pupil (SPEC §3). */
export const ACCESSIBILITY_OPTIONS = ['read_aloud', 'animations', 'captions', 'time_limited_exercises', 'cursive_font'] as const;
export type AccessibilityOption = (typeof ACCESSIBILITY_OPTIONS)[number];
export type AccessibilityOptions = Record<AccessibilityOption, boolean>;

/** What a new pupil starts with. */
export const DEFAULT_ACCESSIBILITY_OPTIONS: AccessibilityOptions = {
  read_aloud: true,
  animations: true,
  captions: false,
  time_limited_exercises: true,
  cursive_font: false,
};

/** Roles a user can hold on a class (SPEC §3). */
export const CLASS_ROLES = ['PRIMARY_TEACHER', 'CO_TEACHER', 'STAFF_OF'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

export const INVITATION_STATUSES = ['SENT', 'USED', 'DECLINED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const HOME_CODE_STATUSES = ['SENT', 'USED'] as const;
export type HomeCodeStatus = (typeof HOME_CODE_STATUSES)[number];

export const SCHOOL_SOURCES = ['DIRECTORY', 'USER'] as const;
export type SchoolSource = (typeof SCHOOL_SOURCES)[number];

export interface ClassPermissions {
  viewClass: boolean;
  viewResults: boolean;
  editSettings: boolean;
  archive: boolean;
  deleteClass: boolean;
  transferClass: boolean;
  addStudents: boolean;
  editStudents: boolean;
  transferStudents: boolean;
  deleteStudents: boolean;
  manageCoTeachers: boolean;
  leave: boolean;
}
export type ClassPermission = keyof ClassPermissions;

const NONE: ClassPermissions = {
  viewClass: false,
  viewResults: false,
  editSettings: false,
  archive: false,
  deleteClass: false,
  transferClass: false,
  addStudents: false,
  editStudents: false,
  transferStudents: false,
  deleteStudents: false,
  manageCoTeachers: false,
  leave: false,
};

/**
 * What a role may do on a class (SPEC §6): the primary teacher everything but leave; a co-teacher sees
 * everything and looks after pupils' settings, but cannot add, transfer or delete pupils, change or
 * archive/delete/transfer the class, nor manage co-teachers, and may leave; school staff only read.
 */
export function classPermissions(role: ClassRole | null): ClassPermissions {
  switch (role) {
    case 'PRIMARY_TEACHER':
      return {
        viewClass: true,
        viewResults: true,
        editSettings: true,
        archive: true,
        deleteClass: true,
        transferClass: true,
        addStudents: true,
        editStudents: true,
        transferStudents: true,
        deleteStudents: true,
        manageCoTeachers: true,
        leave: false,
      };
    case 'CO_TEACHER':
      return { ...NONE, viewClass: true, viewResults: true, editStudents: true, leave: true };
    case 'STAFF_OF':
      return { ...NONE, viewClass: true, viewResults: true };
    default:
      return NONE;
  }
}

/** Permissions only the primary teacher holds: a class without one cannot use them at all. */
export const PRIMARY_ONLY_PERMISSIONS: readonly ClassPermission[] = ['editSettings', 'archive', 'deleteClass', 'transferClass'];

/**
 * The pupil cap (SPEC §5): `currentCount` counts the pupils of the teacher's non-archived classes,
 * the demo pupil excluded; a `null` limit is uncapped.
 */
export function canAddStudents({ currentCount, adding, limit }: { currentCount: number; adding: number; limit: number | null }): boolean {
  if (limit === null) return true;
  return currentCount + adding <= limit;
}

/** The pupils that count towards the cap: not demo, not in an archived class. */
export function countedStudents(students: readonly { isDemo: boolean; classArchived: boolean }[]): number {
  return students.filter((student) => !student.isDemo && !student.classArchived).length;
}

/** Letters and digits that cannot be misread: no 0/O, 1/I/L. */
export const HOME_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const HOME_CODE_LENGTH = 6;

/** True for a 6-character code of the home-code alphabet (upper case). */
export function isHomeCode(value: string): boolean {
  if (value.length !== HOME_CODE_LENGTH) return false;
  for (const char of value) if (!HOME_CODE_ALPHABET.includes(char)) return false;
  return true;
}

/** A code typed by a parent, trimmed, without spaces or dashes, upper-cased. */
export function normaliseHomeCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A random code of the alphabet; `random` returns an integer below its argument. */
export function newHomeCode(random: (below: number) => number): string {
  let code = '';
  for (let index = 0; index < HOME_CODE_LENGTH; index += 1) code += HOME_CODE_ALPHABET[random(HOME_CODE_ALPHABET.length)];
  return code;
}

/** True for a French UAI code (7 digits and a letter). */
export function isUaiCode(value: string): boolean {
  return /^\d{7}[A-Za-z]$/.test(value.trim());
}

/** Lower case, accents and punctuation removed: how school search compares words. */
export function normaliseSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
