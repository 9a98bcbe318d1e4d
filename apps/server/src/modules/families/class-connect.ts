import { type ClassConnect, normaliseHomeCode, type StudentSession } from '@plume/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { classes, students } from '../../db/schema/index.js';
import type { RegionContext } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { studentSession } from './service.js';

/** An active class by its code; a home code, an unknown or an archived class is CLASS_NOT_FOUND. */
async function findActiveClassByCode(ctx: RegionContext, typed: string) {
  const [klass] = await ctx.db
    .select({ id: classes.id, name: classes.name, language: classes.language, avatar: classes.avatar, colour: classes.colour })
    .from(classes)
    .where(and(eq(classes.code, normaliseHomeCode(typed)), isNull(classes.archivedAt)))
    .limit(1);
  if (!klass) throw new AppError('CLASS_NOT_FOUND', 404);
  return klass;
}

/**
 * A pupil typed their class code at school: the class and its pupils' names, for the name picker.
 * Only names and ids: the page is public, so nothing else about the pupils leaves the server.
 */
export async function classForConnection(ctx: RegionContext, typed: string): Promise<ClassConnect> {
  const klass = await findActiveClassByCode(ctx, typed);
  const pupils = await ctx.db.select({ id: students.id, name: students.name }).from(students).where(eq(students.classId, klass.id));
  const collator = new Intl.Collator(klass.language === 'FR' ? 'fr' : 'en', { sensitivity: 'base', numeric: true });
  pupils.sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
  return {
    classId: klass.id,
    className: klass.name,
    language: klass.language,
    avatar: klass.avatar,
    colour: klass.colour,
    students: pupils,
  };
}

/** The child picked their name: signed in like a home connection, but the home code keeps its status. */
export async function connectFromClass(ctx: RegionContext, jwtSecret: string, typed: string, studentId: string): Promise<StudentSession> {
  const klass = await findActiveClassByCode(ctx, typed);
  const [pupil] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.classId, klass.id)))
    .limit(1);
  if (!pupil) throw new AppError('STUDENT_NOT_FOUND', 404);
  return studentSession(ctx, jwtSecret, pupil.id);
}
