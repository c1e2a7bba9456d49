import type { CountryCard, Page } from '@edupath/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { createCountry, createUniversity } from '../../test/catalogue-factories';
import { apiClient } from '../../test/http';
import { readStudyDestinations } from './study-destinations';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

describe('GET /country?sort=destinations (the home grid)', () => {
  it('leads with where Indian students go, in the committed order, then most universities, and never lists India', async () => {
    const { leading, origin } = readStudyDestinations();
    expect(leading).toEqual(['CA', 'US', 'GB', 'AU', 'DE', 'IE', 'NZ', 'FR']);
    expect(origin).toBe('IN');
    const names: Record<string, string> = {
      CA: 'Canada',
      US: 'United States',
      GB: 'United Kingdom',
      AU: 'Australia',
      DE: 'Germany',
      IE: 'Ireland',
      NZ: 'New Zealand',
      FR: 'France',
    };
    // Created in another order, and the countries with most universities are not leading ones:
    // the order comes from the list, not from the counts or the names.
    const india = await createCountry(t.database.db, { isoCode: 'IN', countryName: 'India' });
    const japan = await createCountry(t.database.db, { isoCode: 'JP', countryName: 'Japan' });
    const austria = await createCountry(t.database.db, { isoCode: 'AT', countryName: 'Austria' });
    for (const code of [...leading].reverse()) {
      await createCountry(t.database.db, { isoCode: code, countryName: names[code] });
    }
    for (const country of [india, india, india, japan, japan, austria]) {
      await createUniversity(t.database.db, country.countryId);
    }

    const first = await api.get<Page<CountryCard>>('country?sort=destinations&pageSize=8');
    expect(first.status).toBe(200);
    expect(first.body.data.items.map((c) => c.countryName)).toEqual(leading.map((code) => names[code]));
    const rest = await api.get<Page<CountryCard>>('country?sort=destinations&pageSize=8&page=2');
    expect(rest.body.data.items.map((c) => c.countryName)).toEqual(['Japan', 'Austria']);
    expect(rest.body.data.total).toBe(10);

    const searched = await api.get<Page<CountryCard>>('country?sort=destinations&q=ind');
    expect(searched.body.data.items).toEqual([]);
    // The other sorts still list India: only the home grid offers destinations.
    const popular = await api.get<Page<CountryCard>>('country?pageSize=1');
    expect(popular.body.data.items.map((c) => c.countryName)).toEqual(['India']);
  });
});
