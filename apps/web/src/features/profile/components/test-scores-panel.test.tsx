import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gmatScore, ieltsScore, otherScore } from '../../../test/fixtures/profile';
import { type MockRequest, mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { TestScoresPanel } from './test-scores-panel';

async function openAddDialog() {
  renderPage(<TestScoresPanel />);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add test score' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Test Score' }) };
}

describe('Test scores panel', () => {
  it('lists each score with its sections and what its badge stands for', async () => {
    mockApi({
      'GET profile/testScore': () => ({ body: { data: [ieltsScore(), gmatScore(), otherScore()] } }),
    });
    renderPage(<TestScoresPanel />);
    const [ielts, gmat, other] = await screen.findAllByRole('listitem');
    expect(ielts).toHaveTextContent('Score: 7.5 / 9');
    expect(ielts).toHaveTextContent('Listening 8.0 · Reading 7.5 · Writing 6.5 · Speaking 7.0');
    expect(ielts).toHaveTextContent('Overall band7.5');
    expect(gmat).toHaveTextContent('Quantitative Reasoning 84 · Verbal Reasoning 82 · Data Insights 80');
    expect(gmat).toHaveTextContent('Percentile88');
    expect(other).toHaveTextContent('Percentage97%');
  });

  it("shows the chosen test's sections with their ranges and works out the IELTS overall as they are typed", async () => {
    const api = mockApi({
      'GET profile/testScore': () => ({ body: { data: [] } }),
      'POST profile/testScore': (request: MockRequest) => ({
        body: { data: { ...ieltsScore(), ...(request.body as object) }, message: 'Test score added' },
      }),
    });
    const { user, dialog } = await openAddDialog();
    const inDialog = within(dialog);
    await user.selectOptions(inDialog.getByLabelText('Test'), 'IELTS');

    for (const label of ['Listening', 'Reading', 'Writing', 'Speaking']) {
      const band = inDialog.getByLabelText(label);
      expect(band).toHaveAttribute('type', 'number');
      expect(band).toHaveAttribute('min', '0');
      expect(band).toHaveAttribute('max', '9');
      expect(band).toHaveAttribute('step', '0.5');
    }
    // IELTS reports no percentile, and its maximum is fixed.
    expect(inDialog.queryByLabelText(/Percentile/)).not.toBeInTheDocument();
    expect(inDialog.queryByLabelText('Maximum mark')).not.toBeInTheDocument();

    const overall = inDialog.getByLabelText('Overall band (out of 9)');
    expect(overall).toHaveValue('—');
    await user.type(inDialog.getByLabelText('Listening'), '8');
    await user.type(inDialog.getByLabelText('Reading'), '7.5');
    await user.type(inDialog.getByLabelText('Writing'), '6.5');
    expect(overall).toHaveValue('—');
    await user.type(inDialog.getByLabelText('Speaking'), '7');
    // 7.25 rounds up to the next half band.
    expect(overall).toHaveValue('7.5');
    // A band off the scale gives no overall.
    await user.clear(inDialog.getByLabelText('Reading'));
    await user.type(inDialog.getByLabelText('Reading'), '9.5');
    expect(overall).toHaveValue('—');
    await user.clear(inDialog.getByLabelText('Reading'));
    await user.type(inDialog.getByLabelText('Reading'), '7.5');
    expect(overall).toHaveValue('7.5');

    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Test score added')).toBeInTheDocument();
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      testType: 'ielts',
      testName: 'IELTS',
      maximumMark: '9',
      markObtained: '7.5',
      percentile: '',
      isPercentile: false,
      sections: { listening: 8, reading: 7.5, writing: 6.5, speaking: 7 },
    });
  });

  it('refuses an impossible band before sending, and clears the message when it is edited', async () => {
    const api = mockApi({ 'GET profile/testScore': () => ({ body: { data: [] } }) });
    const { user, dialog } = await openAddDialog();
    const inDialog = within(dialog);
    await user.selectOptions(inDialog.getByLabelText('Test'), 'IELTS');
    await user.type(inDialog.getByLabelText('Listening'), '9.5');
    await user.type(inDialog.getByLabelText('Reading'), '7.25');
    await user.click(inDialog.getByRole('button', { name: 'Save' }));

    expect(await inDialog.findByText('Listening must be from 0 to 9 in steps of 0.5')).toBeInTheDocument();
    expect(inDialog.getByText('Reading must be from 0 to 9 in steps of 0.5')).toBeInTheDocument();
    expect(inDialog.getByText('Writing is required')).toBeInTheDocument();
    expect(inDialog.getByLabelText('Listening')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(inDialog.getByLabelText('Listening'));
    expect(inDialog.queryByText('Listening must be from 0 to 9 in steps of 0.5')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("puts the server's refusal on the section it names", async () => {
    mockApi({
      'GET profile/testScore': () => ({ body: { data: [] } }),
      'POST profile/testScore': () => ({
        status: 400,
        body: {
          message: 'Data Insights must be from 60 to 90',
          errors: { 'sections.dataInsights': 'Data Insights must be from 60 to 90' },
        },
      }),
    });
    const { user, dialog } = await openAddDialog();
    const inDialog = within(dialog);
    await user.selectOptions(inDialog.getByLabelText('Test'), 'GMAT Focus Edition');
    // GMAT's total is typed from the report; a percentile is offered because the report gives one.
    const total = inDialog.getByLabelText('Total score (out of 805)');
    expect(total).toHaveAttribute('min', '205');
    expect(total).toHaveAttribute('step', '10');
    await user.type(total, '655');
    await user.type(inDialog.getByLabelText('Percentile (optional)'), '88');
    await user.type(inDialog.getByLabelText('Data Insights'), '80');
    await user.click(inDialog.getByRole('button', { name: 'Save' }));

    expect(await inDialog.findByText('Data Insights must be from 60 to 90')).toBeInTheDocument();
    expect(inDialog.getByLabelText('Data Insights')).toHaveAttribute('aria-invalid', 'true');
    expect(inDialog.getByLabelText('Total score (out of 805)')).toHaveValue(655);
  });

  it('another test keeps the free-text fields and their required messages', async () => {
    mockApi({ 'GET profile/testScore': () => ({ body: { data: [] } }) });
    const { user, dialog } = await openAddDialog();
    const inDialog = within(dialog);
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    expect(await inDialog.findByText('Test is required')).toBeInTheDocument();

    await user.selectOptions(inDialog.getByLabelText('Test'), 'Other test');
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Test name is required',
      'Maximum mark is required',
      'Mark obtained is required',
      'Percentile is required',
    ]) {
      expect(await inDialog.findByText(message)).toBeInTheDocument();
    }
  });

  it('switching the test starts its fields afresh, so nothing typed for the last one is sent', async () => {
    const api = mockApi({
      'GET profile/testScore': () => ({ body: { data: [] } }),
      'POST profile/testScore': () => ({ body: { data: otherScore(), message: 'Test score added' } }),
    });
    const { user, dialog } = await openAddDialog();
    const inDialog = within(dialog);
    await user.selectOptions(inDialog.getByLabelText('Test'), 'TOEFL iBT');
    await user.type(inDialog.getByLabelText('Listening'), '28');
    await user.selectOptions(inDialog.getByLabelText('Test'), 'PTE Academic');
    expect(inDialog.getByLabelText('Listening')).toHaveValue(null);
    expect(inDialog.getByLabelText('Listening')).toHaveAttribute('min', '10');
    await user.type(inDialog.getByLabelText('Overall score (out of 90)'), '79');
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Test score added')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      testType: 'pte',
      markObtained: '79',
      sections: {},
    });
  });

  it('an edit opens on the saved test with its sections, and works the overall out again', async () => {
    mockApi({ 'GET profile/testScore': () => ({ body: { data: [ieltsScore()] } }) });
    renderPage(<TestScoresPanel />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit IELTS' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Test Score' }));
    expect(dialog.getByLabelText('Test')).toHaveValue('ielts');
    expect(dialog.getByLabelText('Reading')).toHaveValue(7.5);
    expect(dialog.getByLabelText('Overall band (out of 9)')).toHaveValue('7.5');
    await user.clear(dialog.getByLabelText('Writing'));
    await user.type(dialog.getByLabelText('Writing'), '8');
    expect(dialog.getByLabelText('Overall band (out of 9)')).toHaveValue('7.5');
    await user.clear(dialog.getByLabelText('Speaking'));
    await user.type(dialog.getByLabelText('Speaking'), '8.5');
    expect(dialog.getByLabelText('Overall band (out of 9)')).toHaveValue('8.0');
  });
});
