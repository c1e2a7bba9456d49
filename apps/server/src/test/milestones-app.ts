import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { milestones } from '../db/schema';
import { seedMilestones } from '../seed/milestones';
import { startTestApp } from './app';
import { signedIn } from './factories';
import { apiClient } from './http';

/** The app with the default milestones loaded: where applications and the timeline start. */
export async function startTestAppWithMilestones() {
  const t = await startTestApp();
  const api = apiClient(t.url);
  await seedMilestones(t.database.db);
  return { t, api };
}

/** The same, with an advisor and an admin signed in: the staff side's starting point. */
export async function startStaffTestApp() {
  const { t, api } = await startTestAppWithMilestones();
  const advisor = await signedIn(t.database.db, api, 'advisor');
  const admin = await signedIn(t.database.db, api, 'admin');
  return { t, api, advisor, admin };
}

/** The id of the default milestone that the server completes itself on `autoKey`. */
export async function autoMilestoneId(db: Db, autoKey: string) {
  const [row] = await db.select().from(milestones).where(eq(milestones.autoKey, autoKey));
  if (!row) throw new Error(`no default milestone for ${autoKey}`);
  return row.milestoneId;
}
