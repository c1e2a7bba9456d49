import { type AuthUser, type StudentFacts, studentFacts } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { requireStudentInScope } from '../advisor-assignment/index';
import { getStudentProfile } from '../profile/index';

/**
 * What the eligibility check reads from a student's profile (docs/fit-and-chances.md): her test
 * scores, qualifications and grades, and work, as the contract's `studentFacts` takes them.
 */
export async function factsOf(db: DbOrTx, userId: number, now = new Date()): Promise<StudentFacts> {
  const profile = await getStudentProfile(db, userId);
  return studentFacts(profile, now.getUTCFullYear());
}

/**
 * Her facts for the console's student page, so her advisor sees the same verdict per shortlisted
 * course as she does (docs/console.md): the same rule as the page's other reads, 404 for a student
 * outside the staff member's scope or no student at all.
 */
export async function staffStudentFacts(db: DbOrTx, staff: AuthUser, userId: number): Promise<StudentFacts> {
  await requireStudentInScope(db, staff, userId);
  return factsOf(db, userId);
}
