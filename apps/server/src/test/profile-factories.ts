import type { DbOrTx } from '../db/client';
import * as sample from '../seed/sample-profile';

// The seed's sample-profile builders are the tests' profile factories too.
export * from '../seed/sample-profile';

/** Every section filled in for one user. */
export async function createFullProfile(db: DbOrTx, userId: number) {
  return {
    profile: await sample.createBasicInfo(db, userId),
    school: await sample.createSchool(db, userId),
    college: await sample.createCollege(db, userId),
    workExperience: await sample.createWorkExperience(db, userId),
    testScore: await sample.createTestScore(db, userId),
  };
}
