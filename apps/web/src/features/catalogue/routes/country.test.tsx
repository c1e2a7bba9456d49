import type { CountryDetail } from '@edupath/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { country, university } from '../../../test/fixtures/catalogue';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import CountryRoute from './country';

let detail: CountryDetail;
beforeEach(() => {
  mockApi({
    'GET country/detail/7': () => ({ body: { data: detail } }),
    'GET country-faq/country/7': () => ({ body: { data: detail.FAQs } }),
    'GET visa-routes': () => ({ body: { data: [] } }),
    'GET course/search': () => ({
      body: { data: { items: [], total: 0, page: 1, pageSize: 12, totalPages: 0, facets: {} } },
    }),
    'GET country/detail/8': () => ({ status: 404, body: { message: 'Country not found' } }),
    'GET country-faq/country/8': () => ({ status: 404, body: { message: 'Country not found' } }),
  });
});

const renderCountry = (id = '7') =>
  renderPage(<CountryRoute />, { route: '/country/:countryId', path: `/country/${id}`, user: null });

describe('Country detail', () => {
  it('shows N/A for missing figures, no Education System or FAQ when absent, and disables Courses without universities', async () => {
    detail = {
      ...country(7),
      capital: null,
      population: null,
      language: null,
      currency: null,
      description: 'A quiet place.',
      educationSystem: null,
      courseCount: 0,
      universityCount: 0,
      UniversityModels: [],
      FAQs: [],
    };
    renderCountry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Country 7' })).toBeInTheDocument();
    for (const label of ['Language', 'Capital', 'Population', 'Currency']) {
      expect(screen.getByTestId(`stat-${label}`)).toHaveTextContent('N/A');
    }
    expect(screen.getByTestId('stat-Universities')).toHaveTextContent('0');
    expect(screen.queryByRole('heading', { name: 'Education System' })).toBeNull();
    expect(screen.getByText('No universities available')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Universities' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Courses' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
  });

  it('enables Courses and shows the FAQ when there are universities and questions', async () => {
    detail = {
      ...country(7),
      description: 'Busy.',
      educationSystem: 'Three cycles.',
      courseCount: 10,
      universityCount: 1,
      UniversityModels: [university(1)],
      FAQs: [{ faqId: 1, question: 'Is it cold?', answer: 'Sometimes.' }],
    };
    renderCountry();
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Education System' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Courses' })).toBeEnabled();
    expect(screen.getByTestId('university-count')).toHaveTextContent('1');
  });

  it('shows the error with Go Back for an unknown country', async () => {
    renderCountry('8');
    expect(await screen.findByText('Error loading country details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it("shows 'Error loading country details' for a server failure without a message", async () => {
    mockApi({
      'GET country/detail/7': () => ({ status: 500, body: { success: false } }),
      'GET country-faq/country/7': () => ({ status: 500, body: { success: false } }),
    });
    renderCountry();
    expect(await screen.findByText('Error loading country details')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});
