import { UNDER_18_MESSAGES } from '@edupath/contract/under-18';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAITING_CHILD } from '../../../test/fixtures/under-18';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { ApplyNowButton } from './apply-now-button';

describe('Apply Now for a child whose parent has not confirmed (docs/accounts.md#under-18)', () => {
  it('Apply Now is disabled and says why', () => {
    mockApi({ 'GET admission/applied': () => ({ body: { data: [] } }) });
    renderPage(<ApplyNowButton course={{ courseId: 5, courseName: 'BSc', intakes: [] } as never} />, {
      user: WAITING_CHILD,
    });
    const button = screen.getByRole('button', { name: 'Apply Now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(UNDER_18_MESSAGES.limited);
  });
});
