import {
  type AddStudentsInput,
  canAddStudents,
  DEFAULT_ACCESSIBILITY_OPTIONS,
  type Student,
  type UpdateStudentInput,
  WORLDS,
} from '@plume/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { classes, classTeachers, type StudentRow, students } from '../../db/schema/index.js';
import type { SessionUser } from '../../plugins/context.js';
import { AppError } from '../../plugins/error-handler.js';
import { requireClassPermission, requireStudentPermission } from '../classes/access.js';
import { freshCodes } from '../classes/codes.js';
import { violatedUniqueConstraint } from '../users/queries.js';

export function toStudent(row: StudentRow): Student {
  return {
    id: row.id,
    classId: row.classId,
    name: row.name,
    grade: row.grade,
    world: row.world,
    accessibilityOptions: { ...DEFAULT_ACCESSIBILITY_OPTIONS, ...row.accessibilityOptions },
    foundationalVocabularyEnabled: row.foundationalVocabularyEnabled,
    foundationalVocabularyCompletedAt: row.foundationalVocabularyCompletedAt?.toISOString() ?? null,
    homeCode: row.homeCode,
    homeCodeStatus: row.homeCodeStatus,
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStudents(db: Db, user: SessionUser, classId: string): Promise<Student[]> {
  await requireClassPermission(db, user.id, classId, 'viewClass');
  const rows = await db.select().from(students).where(eq(students.classId, classId)).orderBy(sql`lower(${students.name})`);
  return rows.map(toStudent);
}

/** Names among `names` already used in the class or repeated in the list, compared without case. */
async function clashingNames(db: Queryable, classId: string, names: string[]): Promise<string[]> {
  const existing = await db.select({ name: students.name }).from(students).where(eq(students.classId, classId));
  const taken = new Set(existing.map((row) => row.name.toLowerCase()));
  const clashes: string[] = [];
  for (const name of names) {
    const key = name.toLowerCase();
    if (taken.has(key) && !clashes.includes(name)) clashes.push(name);
    taken.add(key);
  }
  return clashes;
}

/** Pupils counted towards the primary teacher's cap: their non-archived classes, the demo pupil excluded. */
async function countedStudentsOf(db: Queryable, teacherId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(classTeachers, and(eq(classTeachers.classId, classes.id), eq(classTeachers.role, 'PRIMARY_TEACHER')))
    .where(and(eq(classTeachers.userId, teacherId), isNull(classes.archivedAt), eq(students.isDemo, false)));
  return row?.count ?? 0;
}

function nameClash(names: string[]): AppError {
  return new AppError('STUDENT_NAME_ALREADY_EXISTS_IN_THIS_CLASS', 409, { names });
}

/** All the names or none; each pupil gets a home code. */
export async function addStudents(db: Db, user: SessionUser, classId: string, input: AddStudentsInput): Promise<Student[]> {
  await requireClassPermission(db, user.id, classId, 'addStudents');
  const names = input.names.map((name) => name.trim());
  const clashes = await clashingNames(db, classId, names);
  if (clashes.length > 0) throw nameClash(clashes);
  // Licences arrive later: until then no plan caps the count.
  const limit: number | null = null;
  if (!canAddStudents({ currentCount: await countedStudentsOf(db, user.id), adding: names.length, limit })) {
    throw new AppError('FORBIDDEN', 403, { reason: 'STUDENT_LIMIT_REACHED', limit });
  }
  const codes = await freshCodes(db, names.length);
  try {
    const rows = await db.transaction((tx) =>
      tx
        .insert(students)
        .values(
          names.map((name, index) => ({
            classId,
            name,
            accessibilityOptions: DEFAULT_ACCESSIBILITY_OPTIONS,
            homeCode: codes[index] as string,
          })),
        )
        .returning(),
    );
    return rows.map(toStudent);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'students_class_name_unique') throw nameClash(await clashingNames(db, classId, names));
    throw error;
  }
}

export async function updateStudent(db: Db, user: SessionUser, studentId: string, input: UpdateStudentInput): Promise<Student> {
  const { student } = await requireStudentPermission(db, user.id, studentId, 'editStudents');
  if (input.world !== undefined && !(WORLDS as readonly string[]).includes(input.world)) throw new AppError('UNKOWN_WORLD', 400);
  if (input.name !== undefined && input.name.toLowerCase() !== student.name.toLowerCase()) {
    const clashes = await clashingNames(db, student.classId, [input.name]);
    if (clashes.length > 0) throw nameClash(clashes);
  }
  try {
    const [updated] = await db
      .update(students)
      .set({
        name: input.name,
        grade: input.grade,
        world: input.world,
        foundationalVocabularyEnabled: input.foundationalVocabularyEnabled,
        accessibilityOptions: input.accessibilityOptions
          ? { ...DEFAULT_ACCESSIBILITY_OPTIONS, ...student.accessibilityOptions, ...input.accessibilityOptions }
          : undefined,
      })
      .where(eq(students.id, studentId))
      .returning();
    if (!updated) throw new AppError('STUDENT_NOT_FOUND', 404);
    return toStudent(updated);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'students_class_name_unique') throw nameClash([input.name ?? student.name]);
    throw error;
  }
}

/** Moves a pupil, with their data, to another class the caller may also transfer pupils into. */
export async function transferStudent(db: Db, user: SessionUser, studentId: string, targetClassId: string): Promise<Student> {
  const { student } = await requireStudentPermission(db, user.id, studentId, 'transferStudents');
  if (student.classId === targetClassId) throw new AppError('STUDENT_ALREADY_IN_CLASS', 409);
  await requireClassPermission(db, user.id, targetClassId, 'transferStudents');
  const clashes = await clashingNames(db, targetClassId, [student.name]);
  if (clashes.length > 0) throw nameClash(clashes);
  try {
    const [moved] = await db.update(students).set({ classId: targetClassId }).where(eq(students.id, studentId)).returning();
    if (!moved) throw new AppError('STUDENT_NOT_FOUND', 404);
    return toStudent(moved);
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'students_class_name_unique') throw nameClash([student.name]);
    throw error;
  }
}

export async function deleteStudent(db: Db, user: SessionUser, studentId: string): Promise<void> {
  await requireStudentPermission(db, user.id, studentId, 'deleteStudents');
  await db.delete(students).where(eq(students.id, studentId));
}
