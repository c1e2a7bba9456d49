import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import PrivacyPolicyRoute from './privacy-policy';
import RefundPolicyRoute from './refund-policy';
import TermsRoute from './terms';

const renderPage = (Page: ComponentType) =>
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );

const section = (name: RegExp) => screen.getByRole('region', { name });

describe.each([
  { Page: PrivacyPolicyRoute, title: 'Privacy Policy', date: 'Last updated: September 21, 2024' },
  { Page: TermsRoute, title: 'Terms and Conditions', date: 'Last updated: September 21, 2024' },
  { Page: RefundPolicyRoute, title: 'Refund and Cancellation Policy', date: 'Effective date: 17.05.2025' },
])('$title', ({ Page, title, date }) => {
  it('shows its title, date, company and support e-mail', () => {
    renderPage(Page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(date)).toBeInTheDocument();
    expect(screen.getAllByText(/EduPath Education Services Pvt\. Ltd\./).length).toBeGreaterThan(0);
    const mailLinks = screen.getAllByRole('link', { name: 'support@edupath.in' });
    expect(mailLinks.length).toBeGreaterThan(0);
    for (const link of mailLinks) expect(link).toHaveAttribute('href', 'mailto:support@edupath.in');
  });
});

describe('Terms and Conditions', () => {
  it('caps liability at the amount paid or 100 USD', () => {
    renderPage(TermsRoute);

    expect(section(/Limitation of Liability/)).toHaveTextContent(
      'limited to the amount actually paid by you through the Service, or 100 USD if you have not purchased anything',
    );
  });

  it('gives 30 days notice of material changes', () => {
    renderPage(TermsRoute);

    expect(section(/Changes to These Terms/)).toHaveTextContent(
      'If a revision is material, we will make reasonable efforts to provide at least 30 days notice',
    );
  });
});

describe('Refund and Cancellation Policy', () => {
  it('lists every non-refundable fee', () => {
    renderPage(RefundPolicyRoute);
    const fees = within(section(/Non-Refundable Payments/))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

    expect(fees).toEqual([
      'counselling fees;',
      'application support fees;',
      'documentation and processing fees;',
      'visa assistance fees.',
    ]);
  });

  it('refuses refunds for change of mind, unsuccessful admissions, visa rejections and incomplete documents', () => {
    renderPage(RefundPolicyRoute);
    const cases = section(/Situations Where No Refund Is Given/);

    expect(cases).toHaveTextContent('change of mind');
    expect(cases).toHaveTextContent('unsuccessful admission');
    expect(cases).toHaveTextContent('visa rejection or refusal, unless');
    expect(cases).toHaveTextContent('incomplete, incorrect or late documents');
  });

  it('gives no refund on cancellation, only a discretionary credit before work starts', () => {
    renderPage(RefundPolicyRoute);
    const cancellation = section(/Cancellation of Services/);

    expect(cancellation).toHaveTextContent('Cancellation does not entitle you to a refund');
    expect(cancellation).toHaveTextContent(
      'If you cancel before any work on your case has started, management may, at its sole discretion, offer a partial credit',
    );
  });

  it('considers a partial refund only before services start and within 4 hours of payment', () => {
    renderPage(RefundPolicyRoute);
    const conditions = within(section(/Exception: Partial Refund/))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

    expect(conditions).toEqual([
      'the services have not started; and',
      'a formal written request is made within 4 hours of payment.',
    ]);
  });
});
