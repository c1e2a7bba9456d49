import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ukRoute } from '../test-fixtures';
import VisaRoutePage from './visa-route';

describe('/visas/:countryCode', () => {
  it('shows each fee in force with its date, the one it replaced and its source', async () => {
    mockApi({
      'GET visa-routes/gb': () => ({ body: { data: ukRoute } }),
      'GET visa-routes': () => ({ body: { data: [ukRoute] } }),
    });
    renderPage(<VisaRoutePage />, { user: null, route: '/visas/:countryCode', path: '/visas/gb' });

    const fee = await screen.findByTestId('rule-visa-fee');
    expect(fee).toHaveTextContent('£524');
    expect(fee).toHaveTextContent('From 9 Apr 2025 · was £490 from 4 Oct 2023');
    expect(within(fee).getByTestId('fact-source')).toHaveTextContent('checked on 1 May 2025');
    expect(within(fee).getByTestId('fact-source')).toHaveTextContent('may be out of date');
    expect(screen.getByTestId('rule-living-london')).toHaveTextContent('£1,483 a month');
    expect(screen.getByRole('heading', { name: 'After you accept an offer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'United Kingdom' })).toHaveAttribute('aria-current', 'page');
  });
});
