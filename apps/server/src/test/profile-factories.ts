import type { DbOrTx } from '../db/client';
import {
  createBasicInfo,
  createCollege,
  createSchool,
  createTestScore,
  createWorkExperience,
} from '../db/seed/sample-profile';

export {
  createBasicInfo,
  createCollege,
  createSchool,
  createTestScore,
  createWorkExperience,
  SAMPLE_PROFILE,
} from '../db/seed/sample-profile';

/** Every section filled in for one user. */
export async function createFullProfile(db: DbOrTx, userId: number) {
  return {
    profile: await createBasicInfo(db, userId),
    school: await createSchool(db, userId),
    college: await createCollege(db, userId),
    workExperience: await createWorkExperience(db, userId),
    testScore: await createTestScore(db, userId),
  };
}
