import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export interface SiteLink {
  to: string;
  label: string;
}

const quickLinks: SiteLink[] = [
  { to: paths.home, label: 'Home' },
  { to: paths.explore, label: 'Explore Countries' },
  { to: paths.courses, label: 'Find Courses' },
  { to: paths.packages, label: 'Packages' },
  { to: paths.loans, label: 'Education loans' },
  { to: paths.scholarships, label: 'Scholarships' },
  { to: paths.contact, label: 'Contact Us' },
];
export const legalLinks: SiteLink[] = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.refund, label: 'Refund Policy' },
  { to: paths.dataSources, label: 'Data sources' },
  { to: paths.howWeEarn, label: 'How we earn' },
];

/** A list of links, as the footers show them. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly SiteLink[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className={linkClassName}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterNav({ title, links }: { title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white/90">{title}</h2>
      <LinkList
        links={links}
        className="mt-3 space-y-2 text-sm"
        linkClassName="text-white/90 hover:text-white hover:underline"
      />
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-secondary text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-xl font-bold">
            <img src="/favicon.svg" alt="" className="h-8 w-8 rounded-lg bg-white/10" /> EduPath
          </p>
          <p className="mt-3 max-w-sm text-sm text-white/90">
            Honest guidance for students going abroad: compare universities and courses, apply, and talk to a
            real advisor.
          </p>
        </div>
        <FooterNav title="Quick links" links={quickLinks} />
        <FooterNav title="Legal" links={legalLinks} />
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-white/90">
        © {new Date().getFullYear()} EduPath Education Services Pvt. Ltd. All rights reserved.
      </div>
    </footer>
  );
}
