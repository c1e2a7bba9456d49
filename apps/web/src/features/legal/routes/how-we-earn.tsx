import { BEST_MATCH_EXPLANATION } from '@edupath/contract/catalogue-constants';
import { FEATURED_CHOSEN_BY, NEUTRALITY_RANKING_NOTE, neutralityLine } from '@edupath/contract/neutrality';
import { HandCoins } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalPage, type LegalSection } from '../components/legal-page';
import { HOW_WE_EARN_UPDATED } from '../legal-details';

const inlineLink = 'font-medium text-primary-dark underline';

/** /about/how-we-earn: the business in plain words (docs/catalogue.md#neutrality). */
const sections: LegalSection[] = [
  {
    id: 'packages',
    title: 'You pay us for advice',
    body: (
      <>
        <p>
          EduPath earns from students and families who buy a consultancy package: an advisor who helps you
          choose courses, prepare documents and apply. Each package has one price in rupees, shown on the{' '}
          <Link to={paths.packages} className={inlineLink}>
            Packages
          </Link>{' '}
          page before you apply, with how many university applications it includes. Searching courses,
          comparing them and keeping a shortlist are free.
        </p>
        <p>
          Payments are covered by our{' '}
          <Link to={paths.refund} className={inlineLink}>
            Refund and Cancellation Policy
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: 'commissions',
    title: 'Some universities pay us a commission',
    body: (
      <>
        <p>
          Some universities pay agencies like ours a commission when a student they helped enrols, or pay for
          a partnership. Where a university pays EduPath, its page says so, and since when. Where it does not,
          the page says that too, for example:
        </p>
        <ul>
          <li>“{neutralityLine('none', null)}”</li>
          <li>“{neutralityLine('commission', '2025-03-01')}”</li>
        </ul>
        <p>
          Advisors see the same courses you do; the tools they use to build your shortlist do not show which
          universities pay a commission.
        </p>
      </>
    ),
  },
  {
    id: 'ranking',
    title: 'Commission never changes the order',
    body: (
      <>
        <p>{NEUTRALITY_RANKING_NOTE} Course search orders results by how well they match what you asked:</p>
        <blockquote className="border-l-4 border-primary/40 pl-3 italic">{BEST_MATCH_EXPLANATION}</blockquote>
        <p>
          You can also sort by fee, by QS rank or by newest on the{' '}
          <Link to={paths.courses} className={inlineLink}>
            course search
          </Link>{' '}
          page; every list on the site says how it is sorted.
        </p>
      </>
    ),
  },
  {
    id: 'featured',
    title: 'Featured courses',
    body: (
      <p>
        A “Featured” badge means: “{FEATURED_CHOSEN_BY}”. Tap or hover over the badge to read why the team
        chose it.
      </p>
    ),
  },
];

export default function HowWeEarnRoute() {
  return (
    <LegalPage
      title="How EduPath earns"
      date={`Last updated: ${HOW_WE_EARN_UPDATED}`}
      icon={HandCoins}
      intro={
        <p>
          We want you to know who pays us before you trust our advice. Here is the whole of it, in plain
          words.
        </p>
      }
      sections={sections}
    />
  );
}
