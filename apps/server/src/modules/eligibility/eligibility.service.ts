import { type StudentFacts, studentFacts } from '@edupath/contract';
import type { DbOrTx } from '../../db/client';
import { getStudentProfile } from '../profile/index';

/**
 * What the eligibility check reads from a student's profile (docs/fit-and-chances.md): her test
 * scores, qualifications and grades, and work, as the contract's `studentFacts` takes them.
 */
export async function factsOf(db: DbOrTx, userId: number, now = new Date()): Promise<StudentFacts> {
  const profile = await getStudentProfile(db, userId);
  return studentFacts(profile, now.getUTCFullYear());
}
