import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { school } from '../../../test/fixtures/profile';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { CollegePanel } from './college-panel';
import { SchoolPanel } from './school-panel';

describe('marks of school and college entries', () => {
  it('shows the marks with their scale, and nothing for an entry without them', async () => {
    mockApi({
      'GET profile/school': () => ({
        body: {
          data: [
            school(),
            school({ schoolId: 2, schoolName: 'Kendriya Vidyalaya', gradeScale: null, grade: null }),
          ],
        },
      }),
    });
    renderPage(<SchoolPanel />);
    const [withMarks, without] = await screen.findAllByRole('listitem');
    expect(withMarks).toHaveTextContent('Percentage 91.2%');
    expect(without).not.toHaveTextContent(/Percentage|CGPA|GPA/);
  });

  it('offers the range of the chosen scale and refuses marks outside it', async () => {
    const api = mockApi({
      'GET profile/college': () => ({ body: { data: [] } }),
      'POST profile/college': () => ({ body: { data: {}, message: 'College education added' } }),
    });
    renderPage(<CollegePanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add college education' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add College Education' }));
    await user.type(dialog.getByLabelText('College name'), 'IIT Delhi');
    await user.selectOptions(dialog.getByLabelText('Course type'), 'Undergraduate');
    await user.type(dialog.getByLabelText('Course name'), 'B.Tech');
    await user.type(dialog.getByLabelText('Start year'), '2018');
    await user.type(dialog.getByLabelText('End year'), '2022');

    // Marks without a scale mean nothing.
    await user.type(dialog.getByLabelText('Marks / grade'), '8.4');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Choose the scale of the marks')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Marks scale'), 'CGPA out of 10');
    expect(dialog.getByLabelText('Marks / grade')).toHaveAttribute('max', '10');
    await user.clear(dialog.getByLabelText('Marks / grade'));
    await user.type(dialog.getByLabelText('Marks / grade'), '84');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText('A CGPA out of 10 must be from 0 to 10, with at most two decimals'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(dialog.getByLabelText('Marks / grade'));
    await user.type(dialog.getByLabelText('Marks / grade'), '8.4');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('College education added')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      gradeScale: 'cgpa10',
      grade: 8.4,
    });
  });
});
