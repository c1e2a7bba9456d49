import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProfileSummary } from '../../modules/profile/index';
import { startTestApp, type TestApp } from '../../test/app';
import { SAMPLE_PROFILE } from '../../test/profile-factories';
import { users } from '../schema';
import { DEMO_ACCOUNTS } from './accounts';
import { seedDemo } from './index';

// Each run loads the whole demo catalogue (about 10 s alone, far more on a loaded CI machine).
const SEED_TIMEOUT = 180_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo profile seed', () => {
  it(
    'fills in the demo student profile once; a second run changes nothing',
    async () => {
      await seedDemo(t.database.db);
      await seedDemo(t.database.db);
      const email = DEMO_ACCOUNTS.find((a) => a.role === 'student')!.email;
      const [student] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(await getProfileSummary(t.database.db, student!.userId)).toEqual({
        hasBasicInfo: true,
        schools: SAMPLE_PROFILE.schools.length,
        colleges: SAMPLE_PROFILE.colleges.length,
        workExperiences: SAMPLE_PROFILE.workExperiences.length,
        testScores: SAMPLE_PROFILE.testScores.length,
      });
    },
    SEED_TIMEOUT,
  );
});
