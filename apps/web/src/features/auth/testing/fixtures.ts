import type { AuthUser } from '@edupath/contract';

export const authUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  userId: 3,
  email: 's@x.test',
  name: 'S',
  role: 'student',
  profileImage: null,
  ...overrides,
});
