import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffCountryRow as canada, page } from '../../../../test/fixtures/catalogue';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import CatalogueListPage from './catalogue-list';

const maple = {
  universityId: 12,
  universityName: 'Maple University',
  universityLogo: null,
  countryId: 1,
  countryName: 'Canada',
  qsRank: null,
  courseCount: 3,
  isPublished: true,
  publiclyVisible: false,
};

describe('the catalogue list page, drawn from the kind description', () => {
  it("shows a country's row under the description's columns, its name a link to its form", async () => {
    mockApi({ 'GET staff/catalogue/countries': () => ({ body: { data: page([canada], 1, 20, 1) } }) });
    renderPage(<CatalogueListPage kind="countries" />, {
      path: '/admin/catalogue/countries',
      route: '/admin/catalogue/countries',
      user: TEST_ADMIN,
    });
    const table = await screen.findByRole('table', { name: 'countries' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Country', 'ISO', 'Universities', 'FAQs', 'Status']);
    expect(within(table).getByRole('link', { name: 'Canada' })).toHaveAttribute(
      'href',
      '/admin/catalogue/countries/1',
    );
    expect(within(table).getByText('Ottawa')).toBeInTheDocument();
    expect(within(table).getByText('CA')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Countries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New country' })).toHaveAttribute(
      'href',
      '/admin/catalogue/countries/new',
    );
  });

  it("offers the country picker where the description does, a dash for a missing rank, and 'Hidden' for an item its parent hides", async () => {
    mockApi({
      'GET staff/catalogue/countries': () => ({ body: { data: page([canada], 1, 300, 1) } }),
      'GET staff/catalogue/universities': () => ({ body: { data: page([maple], 1, 20, 1) } }),
    });
    renderPage(<CatalogueListPage kind="universities" />, {
      path: '/admin/catalogue/universities',
      route: '/admin/catalogue/universities',
      user: TEST_ADMIN,
    });
    const table = await screen.findByRole('table', { name: 'universities' });
    expect(await screen.findByRole('option', { name: 'Canada' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeInTheDocument();
    const row = within(table).getByRole('link', { name: 'Maple University' }).closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).getByTestId('published-pill')).toHaveTextContent('Hidden');
  });
});
