import { collegeFieldsSchema, schoolFieldsSchema, testScoreFieldsSchema } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { getProfileSummary } from '../modules/profile/index';
import { DEMO_SEED_TIMEOUT, useTestDatabase } from '../test/app';
import { SAMPLE_PROFILE } from '../test/profile-factories';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDemo } from './index';

const database = useTestDatabase();

describe('demo profile seed', () => {
  it(
    'fills in the demo student profile once; a second run changes nothing',
    async () => {
      await seedDemo(database.db);
      await seedDemo(database.db);
      const email = DEMO_ACCOUNTS.find((a) => a.role === 'student')!.email;
      const [student] = await database.db.select().from(users).where(eq(users.email, email));
      expect(await getProfileSummary(database.db, student!.userId)).toEqual({
        hasBasicInfo: true,
        schools: SAMPLE_PROFILE.schools.length,
        colleges: SAMPLE_PROFILE.colleges.length,
        workExperiences: SAMPLE_PROFILE.workExperiences.length,
        testScores: SAMPLE_PROFILE.testScores.length,
      });
    },
    DEMO_SEED_TIMEOUT,
  );

  it('stores only what the profile rules accept, exactly as they would store it', () => {
    // The seed writes rows directly; a sample the API would refuse or rewrite would be demo data no student could enter.
    for (const score of SAMPLE_PROFILE.testScores) expect(testScoreFieldsSchema.parse(score)).toEqual(score);
    for (const school of SAMPLE_PROFILE.schools) expect(schoolFieldsSchema.parse(school)).toEqual(school);
    for (const college of SAMPLE_PROFILE.colleges)
      expect(collegeFieldsSchema.parse(college)).toEqual(college);
  });
});
