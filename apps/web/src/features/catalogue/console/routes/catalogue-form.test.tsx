import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffCountryRow as canada, page } from '../../../../test/fixtures/catalogue';
import { TEST_ADMIN } from '../../../../test/fixtures/console';
import { mockApi } from '../../../../test/mock-api';
import { renderPage } from '../../../../test/render-page';
import CatalogueFormPage from './catalogue-form';

describe('the catalogue form page, drawn from the kind description', () => {
  it('makes a new FAQ from the described fields and sends them', async () => {
    const api = mockApi({
      'GET staff/catalogue/countries': () => ({ body: { data: page([canada], 1, 300, 1) } }),
      'POST staff/catalogue/faqs': () => ({
        status: 201,
        body: {
          message: 'FAQ created',
          data: {
            faqId: 7,
            countryId: 1,
            countryName: 'Canada',
            question: 'Can I work?',
            answer: 'Twenty hours a week.',
            sortOrder: 0,
            isPublished: false,
          },
        },
      }),
    });
    renderPage(<CatalogueFormPage kind="faqs" />, {
      path: '/admin/catalogue/faqs/new',
      route: '/admin/catalogue/faqs/new',
      user: TEST_ADMIN,
    });
    expect(screen.getByRole('heading', { name: 'New FAQ' })).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Canada' });
    await userEvent.selectOptions(screen.getByLabelText('Country'), '1');
    await userEvent.type(screen.getByLabelText('Question'), 'Can I work?');
    await userEvent.type(screen.getByLabelText('Answer'), 'Twenty hours a week.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        countryId: 1,
        sortOrder: 0,
        question: 'Can I work?',
        answer: 'Twenty hours a week.',
      }),
    );
  });

  it("fills a country's form from its record, with its lists' links and the preview", async () => {
    mockApi({
      'GET staff/catalogue/countries': () => ({ body: { data: page([canada], 1, 300, 1) } }),
      'GET staff/catalogue/countries/1': () => ({
        body: {
          data: {
            countryId: 1,
            isoCode: 'CA',
            countryName: 'Canada',
            capital: null,
            population: 40000000,
            language: 'English, French',
            currency: null,
            description: null,
            educationSystem: null,
            coverImage: null,
            flagImage: null,
            isPublished: true,
          },
        },
      }),
    });
    renderPage(<CatalogueFormPage kind="countries" />, {
      path: '/admin/catalogue/countries/1',
      route: '/admin/catalogue/countries/:id',
      user: TEST_ADMIN,
    });
    expect(await screen.findByRole('heading', { name: 'Canada' })).toBeInTheDocument();
    expect(screen.getByLabelText('ISO code')).toHaveValue('CA');
    expect(screen.getByLabelText('Capital')).toHaveValue('');
    expect(screen.getByLabelText('Population')).toHaveValue(40000000);
    expect(screen.getByRole('link', { name: "This country's FAQs" })).toHaveAttribute(
      'href',
      '/admin/catalogue/faqs?countryId=1',
    );
    expect(screen.getByRole('link', { name: /Preview public page/ })).toHaveAttribute('href', '/country/1');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
