import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { DomainEventBus } from '../lib/events';
import { completeProfileIfReady, completeTestPreparationIfReady } from '../modules/timeline/index';
import { DEMO_ACCOUNTS } from './accounts';
import {
  createBasicInfo,
  createCollege,
  createSchool,
  createTestScore,
  createWorkExperience,
  SAMPLE_PROFILE,
} from './sample-profile';

/** The demo student gets a filled-in profile once; a profile that already exists is left alone. */
export async function seedDemoProfile(db: Db) {
  const student = DEMO_ACCOUNTS.find((account) => account.role === 'student');
  if (!student) return;
  const [user] = await db.select({ userId: users.userId }).from(users).where(eq(users.email, student.email));
  if (!user) return;
  const [existing] = await db
    .select({ id: profiles.profileId })
    .from(profiles)
    .where(eq(profiles.userId, user.userId));
  if (existing) return;

  await db.transaction(async (tx) => {
    await createBasicInfo(tx, user.userId, { fullname: student.name });
    for (const school of SAMPLE_PROFILE.schools) await createSchool(tx, user.userId, school);
    for (const college of SAMPLE_PROFILE.colleges) await createCollege(tx, user.userId, college);
    for (const work of SAMPLE_PROFILE.workExperiences) await createWorkExperience(tx, user.userId, work);
    for (const score of SAMPLE_PROFILE.testScores) await createTestScore(tx, user.userId, score);
  });
  // What the running server does on 'profile.changed': the complete profile, and its test scores,
  // reach their milestones.
  const events = new DomainEventBus();
  await completeProfileIfReady(db, events, user.userId);
  await completeTestPreparationIfReady(db, events, user.userId);
}
