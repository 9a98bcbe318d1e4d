import type { Region } from '@plume/domain';
import { isRegion } from '@plume/domain';
import { createSigner, createVerifier } from 'fast-jwt';

/** A family's device stays connected for a school year. */
export const STUDENT_TOKEN_DAYS = 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface StudentClaims {
  studentId: string;
  awsRegion: Region;
}

/**
 * A pupil's token: its own kind (`kind: 'student'`, no session id), so it never opens the teacher API
 * and a teacher's token never opens the pupil side.
 */
export function signStudentToken(secret: string, claims: StudentClaims): string {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: STUDENT_TOKEN_DAYS * 24 * 60 * 60 * 1000 });
  return sign({ kind: 'student', sub: claims.studentId, awsRegion: claims.awsRegion });
}

export function verifyStudentToken(secret: string, token: string): StudentClaims | undefined {
  try {
    const { kind, sub, awsRegion } = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] })(token);
    if (kind !== 'student' || typeof sub !== 'string' || !UUID.test(sub) || !isRegion(awsRegion)) return undefined;
    return { studentId: sub, awsRegion };
  } catch {
    return undefined;
  }
}
