import { type ClassRole, type ClassSummary, classPermissions, type School } from '@plume/domain';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.js';
import { classes, classTeachers, schoolStaff, schools, students } from '../../db/schema/index.js';

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

function classesOfUserQuery(db: Db) {
  return db
    .select({ id: classes.id, curriculum: classes.language, school: schools.name })
    .from(classTeachers)
    .innerJoin(classes, eq(classes.id, classTeachers.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classTeachers.userId, sql.placeholder('userId')))
    .orderBy(classes.createdAt)
    .prepare('plume_classes_of_user');
}

const classesOfUserQueries = new WeakMap<Db, ReturnType<typeof classesOfUserQuery>>();

/**
 * The classes GET /me lists: id, curriculum (teaching language) and school name. A named prepared
 * statement, built once per database and planned once per connection: GET /me runs it on every call.
 */
export async function classesOfUser(db: Db, userId: string) {
  let query = classesOfUserQueries.get(db);
  if (!query) {
    query = classesOfUserQuery(db);
    classesOfUserQueries.set(db, query);
  }
  return query.execute({ userId });
}
