import { type ClassRole, type ClassSummary, classPermissions, type School } from '@plume/domain';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { classes, classTeachers, schoolStaff, schools, students } from '../../db/schema/index.js';
import type { UserClass } from '../../plugins/context.js';

export function toSchool(row: typeof schools.$inferSelect): School {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    zipCode: row.zipCode,
    city: row.city,
    address: row.address,
    publicId: row.publicId,
    source: row.source,
  };
}

/** Classes the user holds a role on (teacher, or staff of the school), as summaries; `extra` narrows them. */
export async function classSummaries(db: Queryable, userId: string, extra?: SQL): Promise<ClassSummary[]> {
  const teacherRole = sql<ClassRole | null>`(select ${classTeachers.role} from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.userId} = ${userId})`;
  const isStaff = sql<boolean>`exists (select 1 from ${schoolStaff} where ${schoolStaff.schoolId} = ${classes.schoolId} and ${schoolStaff.userId} = ${userId})`;
  const rows = await db
    .select({
      class: classes,
      school: schools,
      teacherRole,
      isStaff,
      hasPrimaryTeacher: sql<boolean>`exists (select 1 from ${classTeachers} where ${classTeachers.classId} = ${classes.id} and ${classTeachers.role} = 'PRIMARY_TEACHER')`,
      studentCount: sql<number>`(select count(*)::int from ${students} where ${students.classId} = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(or(isNotNull(teacherRole), isStaff), extra))
    .orderBy(classes.createdAt, classes.id);
  return rows.map((row) => {
    const role: ClassRole = row.teacherRole ?? 'STAFF_OF';
    return {
      id: row.class.id,
      name: row.class.name,
      grades: row.class.grades,
      language: row.class.language,
      avatar: row.class.avatar,
      colour: row.class.colour,
      code: row.class.code,
      archived: row.class.archivedAt !== null,
      archivedAt: row.class.archivedAt?.toISOString() ?? null,
      rosteringType: row.class.rosteringType,
      createdAt: row.class.createdAt.toISOString(),
      school: toSchool(row.school),
      role,
      permissions: classPermissions(role),
      hasPrimaryTeacher: row.hasPrimaryTeacher,
      studentCount: row.studentCount,
    };
  });
}

/** True when another of the teacher's classes (archived included) already has this name, whatever its case. */
export async function isClassNameTaken(db: Queryable, userId: string, name: string, exceptClassId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(classTeachers, eq(classTeachers.classId, classes.id))
    .where(
      and(
        eq(classTeachers.userId, userId),
        sql`lower(${classes.name}) = lower(${name})`,
        exceptClassId ? sql`${classes.id} <> ${exceptClassId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The classes of the user in `userId` (a column or a value) as GET /me lists them: id, curriculum (teaching
 * language), school name, oldest first, as one JSON array. The auth lookup selects it beside the user, so
 * GET /me needs no second round trip; sign-in answers read it with `classesOfUser`.
 * The aliases are written out because drizzle leaves columns unqualified in single-table queries, which
 * would make `id` ambiguous inside this subquery.
 */
export function userClassesJson(userId: AnyPgColumn | SQL) {
  return sql<UserClass[]>`coalesce((
    select json_agg(json_build_object('id', c.id, 'curriculum', c.language, 'school', s.name) order by c.created_at)
    from ${classTeachers} ct
    join ${classes} c on c.id = ct.class_id
    join ${schools} s on s.id = c.school_id
    where ct.user_id = ${userId}
  ), '[]'::json)`;
}

/** The classes of one user, for the answers of sign-up, login and the emailed sign-in links. */
export async function classesOfUser(db: Queryable, userId: string): Promise<UserClass[]> {
  const result = await db.execute<{ classes: UserClass[] }>(sql`select ${userClassesJson(sql`${userId}::uuid`)} as classes`);
  return result.rows[0]?.classes ?? [];
}
