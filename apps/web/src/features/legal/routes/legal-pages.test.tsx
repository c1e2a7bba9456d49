import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { grievanceOfficer } from '../../../test/fixtures/contact';
import { mockApi } from '../../../test/mock-api';
import PrivacyPolicyRoute from './privacy-policy';
import RefundPolicyRoute from './refund-policy';
import TermsRoute from './terms';

// The privacy policy shows the grievance officer the server is configured with.
beforeEach(() => {
  mockApi({ 'GET grievances/officer': () => ({ body: { data: grievanceOfficer } }) });
});

const renderPage = (Page: ComponentType) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const section = (name: RegExp) => screen.getByRole('region', { name });

const pages = [
  {
    Page: PrivacyPolicyRoute,
    title: 'Privacy Policy',
    path: '/privacy-policy',
    date: 'Last updated: September 21, 2024',
  },
  {
    Page: TermsRoute,
    title: 'Terms and Conditions',
    path: '/terms-and-conditions',
    date: 'Last updated: September 21, 2024',
  },
  {
    Page: RefundPolicyRoute,
    title: 'Refund and Cancellation Policy',
    path: '/refund-policy',
    date: 'Effective date: 17.05.2025',
  },
];

/*
 * What matters on these pages is checked (title, date, contact, structure, links and the few figures
 * docs/README.md states); the wording of the clauses is free to change, so it is not pinned here.
 */
describe.each(pages)('$title', ({ Page, title, date }) => {
  it('shows its title, date, company and support e-mail', () => {
    renderPage(Page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(date)).toBeInTheDocument();
    expect(screen.getAllByText(/EduPath Education Services Pvt\. Ltd\./).length).toBeGreaterThan(0);
    const mailLinks = screen.getAllByRole('link', { name: 'support@edupath.in' });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', 'mailto:support@edupath.in');
  });

  it('numbers its sections and links each from the table of contents', () => {
    renderPage(Page);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThan(3);
    const tocLinks = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');

    headings.forEach((heading, i) => {
      const [, number, name] = heading.textContent!.match(/^(\d+)\. (.+)$/) ?? [];
      expect(Number(number), heading.textContent!).toBe(i + 1);
      const section = heading.closest('section')!;
      expect(section).toHaveAccessibleName(heading.textContent!);
      const entries = tocLinks.filter((link) => link.getAttribute('href') === `#${section.id}`);
      expect(entries.length, name).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.textContent).toContain(name);
    });
    expect(new Set(tocLinks.map((link) => link.getAttribute('href'))).size).toBe(headings.length);
  });

  it('links the other two policies, not itself', () => {
    renderPage(Page);
    const others = within(screen.getByRole('navigation', { name: 'Other policies' })).getAllByRole('link');

    expect(others.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      pages.filter((p) => p.title !== title).map((p) => [p.title, p.path]),
    );
  });
});

describe('Privacy Policy', () => {
  it('names the configured grievance officer, the 90 days, and links the grievance form', async () => {
    renderPage(PrivacyPolicyRoute);
    const contact = section(/Grievance Officer/);

    expect(await within(contact).findByText(grievanceOfficer.name)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: grievanceOfficer.email })).toHaveAttribute(
      'href',
      `mailto:${grievanceOfficer.email}`,
    );
    expect(within(contact).getByText(grievanceOfficer.address!)).toBeInTheDocument();
    expect(contact).toHaveTextContent(/within 90 days/);
    expect(within(contact).getByRole('link', { name: 'Raise a grievance online' })).toHaveAttribute(
      'href',
      '/privacy-policy/grievance',
    );
  });
});

describe('Terms and Conditions', () => {
  it('caps liability at the amount paid or 100 USD', () => {
    renderPage(TermsRoute);

    expect(section(/Limitation of Liability/)).toHaveTextContent(/amount[^.]* paid/);
    expect(section(/Limitation of Liability/)).toHaveTextContent(/\b100 USD\b/);
  });

  it('gives 30 days notice of material changes', () => {
    renderPage(TermsRoute);

    expect(section(/Changes to These Terms/)).toHaveTextContent(/\b30 days notice\b/);
  });
});

describe('Refund and Cancellation Policy', () => {
  it('lists every non-refundable fee', () => {
    renderPage(RefundPolicyRoute);
    const fees = within(section(/Non-Refundable Payments/)).getAllByRole('listitem');

    expect(fees).toHaveLength(4);
    const expected = [
      'counselling',
      'application support',
      'documentation and processing',
      'visa assistance',
    ];
    for (const [i, fee] of expected.entries()) expect(fees[i]).toHaveTextContent(fee);
  });

  it('refuses refunds for change of mind, unsuccessful admissions, visa rejections and incomplete documents', () => {
    renderPage(RefundPolicyRoute);
    const cases = section(/Situations Where No Refund Is Given/);

    expect(cases).toHaveTextContent('change of mind');
    expect(cases).toHaveTextContent('unsuccessful admission');
    expect(cases).toHaveTextContent(/visa rejection.*unless/);
    expect(cases).toHaveTextContent('incomplete');
  });

  it('gives no refund on cancellation, only a discretionary credit before work starts', () => {
    renderPage(RefundPolicyRoute);
    const cancellation = section(/Cancellation of Services/);

    expect(cancellation).toHaveTextContent(/\b(no|not[^.]*) refund/);
    expect(cancellation).toHaveTextContent(/before any work/);
    expect(cancellation).toHaveTextContent(/discretion/);
    expect(cancellation).toHaveTextContent(/partial credit/);
  });

  it('considers a partial refund only before services start and within 4 hours of payment', () => {
    renderPage(RefundPolicyRoute);
    const conditions = within(section(/Exception: Partial Refund/)).getAllByRole('listitem');

    expect(conditions).toHaveLength(2);
    expect(conditions[0]).toHaveTextContent(/not started/);
    expect(conditions[1]).toHaveTextContent(/written request/);
    expect(conditions[1]).toHaveTextContent(/\b4 hours of payment/);
  });
});
