import type { CountryCode, Region, User } from '@plume/domain';
import type { UserRow } from '../../db/schema/index.js';

/** The user as the API shows it (`userSchema`), with their classes; never the password hash or referral bookkeeping. */
export function toUser(row: UserRow, region: Region, classes: User['classes']): User {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    type: row.type,
    job: row.job,
    country: row.country as CountryCode,
    language: row.language,
    classes,
    versionType: row.versionType,
    isStaff: row.isStaff,
    isSeller: row.isSeller,
    rosteringType: row.rosteringType,
    dataResidency: region,
    signupSource: row.signupSource,
    accountOrigin: row.accountOrigin,
  };
}
