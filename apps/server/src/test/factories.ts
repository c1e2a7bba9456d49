import { randomBytes } from 'node:crypto';
import type { AuthUser, Role } from '@edupath/contract';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password';
import type { ApiClient } from './http';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

export interface TestUser extends AuthUser {
  password: string;
}

/**
 * One argon2 hash per password for the whole test file: a hash costs tens of milliseconds of a
 * core by design, and tests create hundreds of users. Each user still signs in through the real
 * verification; only the salt is shared.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/** Creates a user straight in the database (any role), with a known password. */
export async function createUser(
  db: Db,
  overrides: { role?: Role; name?: string; email?: string; password?: string } = {},
): Promise<TestUser> {
  const password = overrides.password ?? 'correct-horse-42';
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `Test User ${id}`,
      email: overrides.email ?? `user-${id}@example.test`,
      role: overrides.role ?? 'student',
      passwordHash: await hashOnce(password),
    })
    .returning();
  return {
    userId: row!.userId,
    email: row!.email,
    name: row!.name,
    role: row!.role,
    profileImage: row!.profileImage,
    password,
  };
}

/** Signs a user in over HTTP (students through /auth/login, staff through /auth/staff/login). */
export async function login(api: ApiClient, user: TestUser): Promise<string> {
  const path = user.role === 'student' ? 'auth/login' : 'auth/staff/login';
  const answer = await api.post<{ accessToken: string }>(path, {
    body: { email: user.email, password: user.password },
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.body.message}`);
  return answer.body.data.accessToken;
}

/** A user and a token in one step. */
export async function signedIn(db: Db, api: ApiClient, role: Role = 'student') {
  const user = await createUser(db, { role });
  return { user, token: await login(api, user) };
}
