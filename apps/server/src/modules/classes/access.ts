import { type ClassPermission, type ClassRole, classPermissions, PRIMARY_ONLY_PERMISSIONS } from '@plume/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { type ClassRow, classes, classTeachers, type StudentRow, schoolStaff, students } from '../../db/schema/index.js';
import { AppError } from '../../plugins/error-handler.js';

export interface ClassAccess {
  class: ClassRow;
  role: ClassRole;
  hasPrimaryTeacher: boolean;
}

/** The caller's role on a class: as its teacher, else as staff of its school; null for no role. */
export async function findClassAccess(db: Queryable, userId: string, classId: string): Promise<ClassAccess | undefined> {
  const [row] = await db
    .select({
      class: classes,
      teacherRole: sql<ClassRole | null>`(select ${classTeachers.role} from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${userId})`,
      isStaff: sql<boolean>`exists (select 1 from ${schoolStaff} where ${schoolStaff.schoolId} = ${classes.schoolId} and ${schoolStaff.userId} = ${userId})`,
      hasPrimaryTeacher: sql<boolean>`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.role} = 'PRIMARY_TEACHER')`,
    })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row) return undefined;
  const role: ClassRole | null = row.teacherRole ?? (row.isStaff ? 'STAFF_OF' : null);
  return role ? { class: row.class, role, hasPrimaryTeacher: row.hasPrimaryTeacher } : undefined;
}

/**
 * The one gate of every class endpoint: CLASS_NOT_FOUND for a class the caller has no role on (its
 * existence is not revealed), CLASS_HAS_NO_PRIMARY_TEACHER for a primary-only action on a class
 * without one, FORBIDDEN when the role lacks the permission.
 */
export async function requireClassPermission(
  db: Queryable,
  userId: string,
  classId: string,
  permission: ClassPermission,
): Promise<ClassAccess> {
  const access = await findClassAccess(db, userId, classId);
  if (!access) throw new AppError('CLASS_NOT_FOUND', 404);
  if (!access.hasPrimaryTeacher && PRIMARY_ONLY_PERMISSIONS.includes(permission)) throw new AppError('CLASS_HAS_NO_PRIMARY_TEACHER', 409);
  if (!classPermissions(access.role)[permission]) throw new AppError('FORBIDDEN', 403);
  return access;
}

/** The same gate for a pupil, through their class: STUDENT_NOT_FOUND when the caller has no role on it. */
export async function requireStudentPermission(
  db: Queryable,
  userId: string,
  studentId: string,
  permission: ClassPermission,
): Promise<ClassAccess & { student: StudentRow }> {
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  const access = student ? await findClassAccess(db, userId, student.classId) : undefined;
  if (!student || !access) throw new AppError('STUDENT_NOT_FOUND', 404);
  if (!classPermissions(access.role)[permission]) throw new AppError('FORBIDDEN', 403);
  return { ...access, student };
}

/** True when the user already teaches the class (as primary or co-teacher). */
export async function teachesClass(db: Queryable, userId: string, classId: string): Promise<boolean> {
  const rows = await db
    .select({ role: classTeachers.role })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, classId), eq(classTeachers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
