import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import UniversityRoute from './university';

describe('University detail', () => {
  it("shows 'Error loading university details' for a server failure without a message", async () => {
    mockApi({ 'GET university/detail/5': () => ({ status: 500, body: { success: false } }) });
    renderPage(<UniversityRoute />, {
      route: '/university/:universityId',
      path: '/university/5',
      user: null,
    });
    expect(await screen.findByText('Error loading university details')).toBeInTheDocument();
    expect(screen.queryByText(/Request failed/)).toBeNull();
  });
});
