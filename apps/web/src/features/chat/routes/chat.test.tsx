import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ChatRoute from './chat';

describe('/chat without a session', () => {
  it('asks the visitor to log in (SPEC.md texts)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ChatRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to access the chat.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
  });
});
