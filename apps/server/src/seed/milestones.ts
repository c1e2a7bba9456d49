import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { milestones } from '../db/schema';
import type { AutoMilestoneKey } from '../modules/timeline/index';

export const DEFAULT_MILESTONES: ReadonlyArray<{
  title: string;
  remark: string;
  order: number;
  autoKey: AutoMilestoneKey | null;
}> = [
  {
    title: 'Profile Completed',
    remark: 'Add your basic details, your education and at least one test score.',
    order: 1,
    autoKey: 'profile_completed',
  },
  {
    title: 'Counselling Session',
    remark: 'Meet your advisor to talk about your goals, budget and preferred countries.',
    order: 2,
    autoKey: null,
  },
  {
    title: 'Shortlisting',
    remark: 'Choose the universities and courses that fit your profile.',
    order: 3,
    autoKey: 'shortlisting',
  },
  {
    title: 'Test Preparation',
    remark: 'Prepare for and take the language and aptitude tests your courses ask for.',
    order: 4,
    autoKey: 'test_preparation',
  },
  {
    title: 'Applications Submitted',
    remark: 'Apply to your shortlisted courses.',
    order: 5,
    autoKey: 'applications_submitted',
  },
  {
    title: 'Offer Received',
    remark: 'A university has accepted your application.',
    order: 6,
    autoKey: 'offer_received',
  },
  {
    title: 'Visa',
    remark: 'Gather your documents and apply for your student visa.',
    order: 7,
    autoKey: null,
  },
  {
    title: 'Pre-departure',
    remark: 'Book travel and accommodation, and get ready to fly.',
    order: 8,
    autoKey: null,
  },
];

/**
 * Loads the default milestones into an empty table. Admins edit the list afterwards, so a
 * restart must not bring back a milestone they deleted or renamed.
 */
export async function seedMilestones(db: Db) {
  const [existing] = await db.select({ n: count() }).from(milestones);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(milestones).values([...DEFAULT_MILESTONES]);
}
