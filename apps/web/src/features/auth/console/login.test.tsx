import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_ADVISOR } from '../../../test/fixtures/console';
import { mockApi } from '../../../test/mock-api';
import { renderPage } from '../../../test/render-page';
import { loginPathFor, safeNext } from '../paths';
import StaffLoginRoute from './login';

const signIn = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('/admin/login', () => {
  it('refuses a student with the server’s message and keeps nobody signed in', async () => {
    const api = mockApi({
      'POST auth/staff/login': () => ({
        status: 403,
        body: { message: 'This sign-in is for staff accounts only' },
      }),
    });
    const { router } = renderPage(<StaffLoginRoute />, {
      route: '/admin/login',
      path: '/admin/login',
      user: null,
    });
    await signIn('asha@example.test', 'student-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in is for staff accounts only');
    expect(api.calls[0]?.body).toEqual({ email: 'asha@example.test', password: 'student-pass-1' });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('checks the fields before asking the server', async () => {
    const api = mockApi({});
    renderPage(<StaffLoginRoute />, { route: '/admin/login', path: '/admin/login', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('signs staff in and lands where they were going', async () => {
    mockApi({
      'POST auth/staff/login': () => ({ body: { data: { accessToken: 'staff-token', user: TEST_ADVISOR } } }),
    });
    const { router } = renderPage(<StaffLoginRoute />, {
      route: '/admin/login',
      path: `/admin/login?next=${encodeURIComponent('/admin/applications?status=Pending')}`,
      user: null,
    });
    await signIn('advisor@edupath.test', 'advisor-pass-2026');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/admin/applications?status=Pending',
    );
    expect(JSON.parse(localStorage.getItem('auth')!)).toMatchObject({
      accessToken: 'staff-token',
      user: { role: 'advisor' },
    });
  });
});

describe('where a sign-in may lead', () => {
  it('only ever back into the console', () => {
    expect(safeNext('/admin/students/7?tab=chat')).toBe('/admin/students/7?tab=chat');
    expect(safeNext('/admin')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
    expect(safeNext('https://evil.test/admin')).toBe('/admin');
    expect(safeNext('//evil.test/admin')).toBe('/admin');
    expect(safeNext('/administrator')).toBe('/admin');
    expect(safeNext('/profile')).toBe('/admin');
    expect(safeNext('/admin/login?next=/admin')).toBe('/admin');
  });

  it('the sign-in address carries the page to come back to', () => {
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/chats/4')).toBe('/admin/login?next=%2Fadmin%2Fchats%2F4');
  });
});
