import { randomInt } from 'node:crypto';
import { newHomeCode } from '@plume/domain';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { classes, students } from '../../db/schema/index.js';

/**
 * `count` fresh codes taken neither by a class nor by a pupil of this region: a parent typing a class
 * code must be told so (HOME_CONNECT_CODE_IS_SCHOOL_CODE), never land on a pupil. The unique indexes
 * still guard against a race.
 */
export async function freshCodes(db: Queryable, count: number): Promise<string[]> {
  const found = new Set<string>();
  while (found.size < count) {
    const candidates = Array.from({ length: (count - found.size) * 2 }, () => newHomeCode(randomInt));
    const [usedByClass, usedByStudent] = await Promise.all([
      db.select({ code: classes.code }).from(classes).where(inArray(classes.code, candidates)),
      db.select({ code: students.homeCode }).from(students).where(inArray(students.homeCode, candidates)),
    ]);
    const used = new Set([...usedByClass.map((row) => row.code), ...usedByStudent.map((row) => row.code)]);
    for (const code of candidates) if (!used.has(code) && found.size < count) found.add(code);
  }
  return [...found];
}
