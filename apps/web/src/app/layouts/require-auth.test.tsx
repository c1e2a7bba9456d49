import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authStorage } from '../../lib/auth-storage';
import { RequireAuth } from './require-auth';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/profile" element={<p>profile page</p>} />
        </Route>
        <Route path="/intro" element={<p>intro page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  it('sends a visitor to /intro', () => {
    renderAt('/profile');
    expect(screen.getByText('intro page')).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    authStorage.setSession('t', {
      userId: 1,
      email: 'a@b.c',
      name: 'A',
      role: 'student',
      profileImage: null,
    });
    renderAt('/profile');
    expect(screen.getByText('profile page')).toBeInTheDocument();
    authStorage.clear();
  });
});
