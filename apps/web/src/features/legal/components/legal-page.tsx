import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { SUPPORT_EMAIL } from '../legal-details';

export interface LegalSection {
  /** Anchor used by the table of contents; stable so people can link to a clause. */
  id: string;
  title: string;
  body: ReactNode;
}

const legalPages = [
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.terms, label: 'Terms and Conditions' },
  { to: paths.refund, label: 'Refund and Cancellation Policy' },
];

/** Shared frame of the legal pages: title band, table of contents, numbered clauses and a contact box. */
export function LegalPage({
  title,
  date,
  icon: Icon,
  intro,
  sections,
}: {
  title: string;
  /** Shown verbatim under the title, e.g. "Last updated: September 21, 2024". */
  date: string;
  icon: LucideIcon;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article>
      <title>{`${title} — EduPath`}</title>
      <header className="relative overflow-hidden bg-linear-to-br from-primary-light via-white to-primary-light">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-20 -top-20 h-72 w-72 rounded-full bg-primary/15 blur-3xl"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-linear-to-br from-primary to-secondary text-white shadow-lg shadow-primary/30">
            <Icon aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-secondary sm:text-4xl">{title}</h1>
          <p className="mt-3 inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1 text-sm text-ink-secondary">
            <CalendarDays aria-hidden="true" className="h-4 w-4 text-primary-dark" />
            {date}
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:py-14">
        <aside className="lg:order-first">
          <nav aria-label="On this page" className="lg:sticky lg:top-24">
            <details className="group rounded-2xl border border-line bg-white p-4 lg:hidden">
              <summary className="cursor-pointer text-sm font-semibold text-secondary">On this page</summary>
              <TableOfContents sections={sections} />
            </details>
            <div className="hidden lg:block">
              <p className="text-xs font-semibold uppercase tracking-widest text-ink-secondary">
                On this page
              </p>
              <TableOfContents sections={sections} />
            </div>
          </nav>
        </aside>

        <div className="min-w-0">
          <div className="prose-legal">
            {intro}
            {sections.map((section, i) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`}>
                  {i + 1}. {section.title}
                </h2>
                {section.body}
              </section>
            ))}
          </div>

          <div className="mt-12 flex items-start gap-4 rounded-2xl border border-primary/20 bg-primary-light p-5 sm:items-center sm:p-6">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-white text-primary-dark">
              <Mail aria-hidden="true" className="h-5 w-5" />
            </span>
            <p className="text-sm text-ink-secondary">
              <span className="block font-semibold text-secondary">Questions about this policy?</span>
              Write to us at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary-dark underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              and our team will help.
            </p>
          </div>

          <nav aria-label="Other policies" className="mt-8 flex flex-wrap gap-2">
            {legalPages
              .filter((p) => p.label !== title)
              .map((p) => (
                <Link
                  key={p.to}
                  to={p.to}
                  className="rounded-full border border-line px-4 py-2 text-sm font-medium text-ink-secondary transition-colors hover:border-primary hover:text-primary-dark"
                >
                  {p.label}
                </Link>
              ))}
          </nav>
        </div>
      </div>
    </article>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="mt-3 space-y-1 text-sm">
      {sections.map((section, i) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-lg px-2 py-1.5 text-ink-secondary transition-colors hover:bg-primary-light hover:text-primary-dark"
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-primary-dark">{i + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
