import { type VisaRoute, visaRouteSchema } from '@edupath/contract/visa-routes';

const source = (checkedOn = '2026-11-27') => ({
  sourceUrl: 'https://example.gov.uk/student-visa/money',
  sourceName: 'Test official page',
  checkedOn,
});

/** A UK route for web tests, checked against the contract's schema like the server's file. */
export const ukRoute: VisaRoute = visaRouteSchema.parse({
  countryCode: 'GB',
  countryName: 'United Kingdom',
  visaName: 'Student visa',
  overview: source(),
  admissionDocument: 'CAS',
  fees: [
    {
      id: 'living-london',
      label: 'Living costs, study in London',
      per: 'month',
      versions: [
        { amountMinor: 133_400, currencyCode: 'GBP', effectiveFrom: '2020-12-01', ...source() },
        { amountMinor: 148_300, currencyCode: 'GBP', effectiveFrom: '2025-01-02', ...source() },
      ],
    },
    {
      id: 'living-outside-london',
      label: 'Living costs, study outside London',
      per: 'month',
      versions: [{ amountMinor: 113_600, currencyCode: 'GBP', effectiveFrom: '2025-01-02', ...source() }],
    },
    {
      id: 'visa-fee',
      label: 'Student visa application fee',
      per: 'once',
      versions: [
        { amountMinor: 49_000, currencyCode: 'GBP', effectiveFrom: '2023-10-04', ...source('2024-01-10') },
        { amountMinor: 52_400, currencyCode: 'GBP', effectiveFrom: '2025-04-09', ...source('2025-05-01') },
      ],
    },
  ],
  requirements: [
    {
      id: '28-day-rule',
      label: 'The 28-day rule',
      text: 'Hold the money 28 days.',
      effectiveFrom: null,
      ...source(),
    },
  ],
  funds: {
    includesTuition: true,
    livingRuleId: 'living-outside-london',
    londonRuleId: 'living-london',
    monthsCounted: 9,
    holdDays: 28,
    holdEndsWithinDays: 31,
    holdRequirementId: '28-day-rule',
    whatCounts: ['Your own money'],
    note: null,
  },
  postStudyWork: [
    {
      name: 'Graduate route',
      length: '2 years',
      conditions: ['From 1 January 2027: 18 months.'],
      effectiveFrom: null,
      ...source(),
    },
  ],
  steps: [
    {
      key: 'deposit',
      title: 'Pay the deposit',
      detail: 'Pay it.',
      documents: ['Deposit receipt'],
      dueAfterDays: 14,
    },
    {
      key: 'admission-document',
      title: 'Get your CAS',
      detail: 'Ask for it.',
      documents: ['CAS'],
      dueAfterDays: 30,
    },
  ],
});
