import { todayIso } from '@edupath/contract/money';
import type { FactProvenance } from '@edupath/contract/provenance';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../lib/format';
import { daysFromToday, sampleProvenance } from '../../../test/fixtures/catalogue';
import { courseDetail, coursePageApi } from '../../../test/fixtures/course-page';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { useDataSources } from '../api/get-data-sources';
import CourseRoute from '../routes/course';
import { FactLabel, factText } from './fact-label';

// docs/catalogue.md#provenance
const today = todayIso();
const fromPage: FactProvenance = {
  kind: 'university_page',
  sourceName: 'Example University fees page',
  sourceUrl: 'https://www.example.edu/fees',
  checkedOn: today,
  checkedBy: 7,
};

/** Loads /data-sources as a course page would, so the labels can read the operator's setting. */
function Prime() {
  const about = useDataSources();
  return about.data ? <span>loaded</span> : null;
}

describe('fact labels', () => {
  it('reads the record: a source and its date, staff, sample, out of date after 12 months, not recorded', () => {
    expect(factText(fromPage, '2026-11-27')).toBe(
      `From Example University fees page, checked ${formatDay(today)}`,
    );
    expect(
      factText(
        { ...fromPage, kind: 'staff', sourceName: null, sourceUrl: null, checkedOn: '2026-11-20' },
        '2026-11-27',
      ),
    ).toBe('Entered by EduPath staff on 20 Nov 2026');
    expect(factText(sampleProvenance().fees, '2026-11-27')).toBe('Illustrative sample data');
    expect(factText({ ...fromPage, checkedOn: '2025-11-27' }, '2026-11-27')).toBe(
      'From Example University fees page, checked 27 Nov 2025',
    );
    expect(factText({ ...fromPage, checkedOn: '2025-11-26' }, '2026-11-27')).toBe(
      'May be out of date (checked 26 Nov 2025)',
    );
    expect(factText(undefined, '2026-11-27')).toBe('Source not recorded');
  });

  it('labels each group of the course page from its record: the fee from its source, the description still sample', async () => {
    const detail = courseDetail(5, { provenance: { ...sampleProvenance(), fees: fromPage } });
    mockApi(coursePageApi(detail));
    renderPage(<CourseRoute />, { route: '/courses/:courseId', path: '/courses/5', user: null });
    const sources = await screen.findByTestId('provenance');
    const line = (facts: string) => within(sources).getByText(`${facts}:`).closest('li');
    expect(line('Fee')).toHaveTextContent(
      `Fee: From Example University fees page, checked ${formatDay(today)}`,
    );
    expect(line('Description')).toHaveTextContent('Description: Illustrative sample data');
    expect(line('Intake and deadline')).toHaveTextContent('Illustrative sample data');
    expect(line('University name and website')).toHaveTextContent(
      `From University list (Hipo, MIT licence), checked ${formatDay(daysFromToday(-30))}`,
    );
    expect(screen.queryByText(/illustrative sample data ·/)).toBeNull();
  });

  it('CATALOGUE_SAMPLE_LABELS off hides only the sample labels, never a sourced one', async () => {
    mockApi({
      'GET data-sources': () => ({
        body: { data: { sources: [], sampleLabels: false, referenceRates: null } },
      }),
    });
    renderPage(
      <>
        <Prime />
        <FactLabel provenance={sampleProvenance().fees} />
        <FactLabel provenance={fromPage} />
      </>,
      { user: null },
    );
    await screen.findByText('loaded');
    expect(screen.getAllByTestId('fact-label').map((label) => label.textContent)).toEqual([
      `From Example University fees page, checked ${formatDay(today)}`,
    ]);
  });
});
