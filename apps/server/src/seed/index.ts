import type { Db } from '../db/client';
import { DEMO_ACCOUNTS, seedAccounts } from './accounts';
import { seedCatalogue } from './catalogue/index';
import { seedCommunities } from './communities';
import { seedConsole } from './console';
import { seedMilestones } from './milestones';
import { seedSampleOutcomes } from './outcomes';
import { seedPackages } from './packages';
import { seedDemoProfile } from './profile';
import { seedSupportChat } from './support-chat';

export interface SeedOptions {
  log?: (line: string) => void;
}

/**
 * Demo data, loaded on start. Every seeder is deterministic and idempotent, so running the
 * seed twice changes nothing. Feature seeders are added to this list.
 */
const seeders: Array<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: 'accounts', run: seedAccounts },
  { name: 'catalogue', run: async (db) => void (await seedCatalogue(db)) },
  { name: 'packages', run: seedPackages },
  { name: 'milestones', run: seedMilestones },
  { name: 'communities', run: seedCommunities },
  { name: 'profile', run: seedDemoProfile },
  { name: 'support chat', run: seedSupportChat },
  { name: 'console caseload', run: seedConsole },
  { name: 'sample outcomes', run: seedSampleOutcomes },
];

export async function seedDemo(db: Db, { log = () => {} }: SeedOptions = {}) {
  for (const seeder of seeders) await seeder.run(db);
  log('Demo accounts (change these passwords outside a demo):');
  for (const a of DEMO_ACCOUNTS) log(`  ${a.role.padEnd(8)} ${a.email.padEnd(24)} ${a.password}`);
}
