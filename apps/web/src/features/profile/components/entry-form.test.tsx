import { schoolFieldsSchema } from '@edupath/contract/profile';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { EntryForm, type FieldSpec } from './entry-form';

const fields: FieldSpec<{ schoolName: string; standard: string; year: string }>[] = [
  { name: 'schoolName', label: 'School name' },
  { name: 'standard', label: 'Standard', half: true },
  { name: 'year', label: 'Year', half: true },
];
const empty = { schoolName: '', standard: '', year: '' };

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), onSaved = vi.fn()) {
  render(
    <EntryForm
      schema={schoolFieldsSchema}
      fields={fields}
      defaultValues={empty}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onCancel={vi.fn()}
    />,
  );
  return { onSubmit, onSaved };
}

describe('EntryForm', () => {
  it('shows each required message and clears one as soon as its field is edited', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('School name is required')).toBeInTheDocument();
    expect(screen.getByText('Standard is required')).toBeInTheDocument();
    expect(screen.getByText('Year is required')).toBeInTheDocument();
    expect(screen.getByLabelText('School name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Standard'), '1');
    expect(screen.queryByText('Standard is required')).not.toBeInTheDocument();
    expect(screen.getByText('School name is required')).toBeInTheDocument();
  });

  it('sends trimmed values, then resets the form and reports the save', async () => {
    const user = userEvent.setup();
    const { onSubmit, onSaved } = renderForm();
    await user.type(screen.getByLabelText('School name'), '  Delhi Public School ');
    await user.type(screen.getByLabelText('Standard'), '10th');
    await user.type(screen.getByLabelText('Year'), '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      schoolName: 'Delhi Public School',
      standard: '10th',
      year: '2016',
      // No marks given.
      gradeScale: null,
      grade: null,
    });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('School name')).toHaveValue('');
  });

  it("puts the server's per-field errors on the fields and keeps the values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'Year is required', { year: 'Year must be at most 50 characters' }),
      );
    const { onSaved } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('School name'), 'DPS');
    await user.type(screen.getByLabelText('Standard'), '10th');
    await user.type(screen.getByLabelText('Year'), '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Year must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('School name')).toHaveValue('DPS');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a form-level message when the failure names no field', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn().mockRejectedValue(new ApiError(404, 'School education not found')));
    await user.type(screen.getByLabelText('School name'), 'DPS');
    await user.type(screen.getByLabelText('Standard'), '10th');
    await user.type(screen.getByLabelText('Year'), '2016');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('School education not found');
  });
});
