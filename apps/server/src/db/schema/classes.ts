import type {
  AccessibilityOptions,
  ClassColour,
  ClassRole,
  Grade,
  HomeCodeStatus,
  InvitationStatus,
  TeachingLanguage,
} from '@plume/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.js';
import { users } from './users.js';

export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    grades: text('grades').array().$type<Grade[]>().notNull(),
    language: text('language').$type<TeachingLanguage>().notNull(),
    avatar: text('avatar').notNull(),
    colour: text('colour').$type<ClassColour>().notNull(),
    // Typed by pupils at school to open their class; shares the alphabet of home codes.
    code: text('code').notNull().unique('classes_code_unique'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    rosteringType: text('rostering_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classes_school_id_idx').on(t.schoolId)],
);

export const classTeachers = pgTable(
  'class_teachers',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Exclude<ClassRole, 'STAFF_OF'>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_teachers_class_user_unique').on(t.classId, t.userId),
    uniqueIndex('class_teachers_one_primary').on(t.classId).where(sql`${t.role} = 'PRIMARY_TEACHER'`),
    index('class_teachers_user_id_idx').on(t.userId),
  ],
);

export const coTeacherInvitations = pgTable(
  'co_teacher_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    invitedUserId: uuid('invited_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvitationStatus>().notNull().default('SENT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('co_teacher_invitations_invited_user_idx').on(t.invitedUserId, t.status),
    uniqueIndex('co_teacher_invitations_one_pending').on(t.classId, t.invitedUserId).where(sql`${t.status} = 'SENT'`),
  ],
);

export const schoolStaff = pgTable(
  'school_staff',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('school_staff_user_school_unique').on(t.userId, t.schoolId), index('school_staff_school_id_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: text('grade').$type<Grade>(),
    world: text('world').notNull().default('forest'),
    accessibilityOptions: jsonb('accessibility_options').$type<AccessibilityOptions>().notNull(),
    foundationalVocabularyEnabled: boolean('foundational_vocabulary_enabled').notNull().default(false),
    foundationalVocabularyCompletedAt: timestamp('foundational_vocabulary_completed_at', { withTimezone: true }),
    homeCode: text('home_code').notNull().unique('students_home_code_unique'),
    homeCodeStatus: text('home_code_status').$type<HomeCodeStatus>().notNull().default('SENT'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('students_class_id_idx').on(t.classId),
    // Names are unique in a class whatever their case.
    uniqueIndex('students_class_name_unique').on(t.classId, sql`lower(${t.name})`),
  ],
);

export type ClassRow = typeof classes.$inferSelect;
export type StudentRow = typeof students.$inferSelect;
