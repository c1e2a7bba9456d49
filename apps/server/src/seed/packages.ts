import type { Db } from '../db/client';
import { createPackage, findPackageByName } from '../modules/packages/index';

/** The consultancy packages of the demo, in rupees. Visa & Pre-departure has no applications included. */
export const DEMO_PACKAGES = [
  {
    name: 'Starter',
    price: 4999,
    applicationCount: 1,
    description: `<p>For students who already know where they want to go and need an expert eye on one application.</p>
<ul>
  <li>One university application prepared and submitted with you</li>
  <li>45-minute profile evaluation with an advisor</li>
  <li>One review round of your statement of purpose</li>
  <li>Personalised document checklist</li>
</ul>`,
  },
  {
    name: 'Advantage',
    price: 17999,
    applicationCount: 4,
    description: `<p>Our most chosen plan: a balanced shortlist of ambitious, target and safe universities.</p>
<ul>
  <li>Four university applications</li>
  <li>Country and course shortlisting session</li>
  <li>Unlimited SOP and LOR reviews</li>
  <li>Test score strategy for IELTS, TOEFL, GRE or GMAT</li>
  <li>Dedicated advisor on chat</li>
</ul>`,
  },
  {
    name: 'Premium',
    price: 49999,
    applicationCount: 10,
    description: `<p>End-to-end guidance from the first shortlist to the day you fly.</p>
<ul>
  <li>Ten university applications across up to three countries</li>
  <li>Scholarship and education-loan assistance</li>
  <li>Interview preparation with mock sessions</li>
  <li>Visa file review and <strong>priority support</strong></li>
  <li>Accommodation and pre-departure briefing</li>
</ul>`,
  },
  {
    name: 'Visa & Pre-departure',
    price: 9999,
    applicationCount: 0,
    description: `<p>Already holding an offer letter? We help with everything after admission.</p>
<ul>
  <li>Visa document checklist and file review</li>
  <li>Two mock visa interviews</li>
  <li>Financial documentation guidance</li>
  <li>Forex, insurance and travel briefing</li>
</ul>`,
  },
] as const;

/** Adds each demo package once, by name; a package edited in the console is left alone. */
export async function seedPackages(db: Db) {
  await db.transaction(async (tx) => {
    for (const [index, pkg] of DEMO_PACKAGES.entries()) {
      if (await findPackageByName(tx, pkg.name)) continue;
      await createPackage(tx, { ...pkg, sortOrder: index + 1 });
    }
  });
}
