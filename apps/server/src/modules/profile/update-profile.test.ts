import type { Account, BasicInfo } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { createUser, login } from '../../test/factories';
import { apiClient } from '../../test/http';
import { htmlBytes, makePng } from '../../test/images';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

function form(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('profileImage', new Blob([new Uint8Array(file.data)]), file.name);
  return body;
}

const update = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) =>
  api.post<Account>('auth/update-profile', { token, raw: form(fields, file) });

async function accountRow(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.userId, userId));
  return row!;
}

const me = (token: string) => api.post('auth/me', { token });

describe('POST /auth/update-profile', () => {
  it('saves phone and location and reads them back', async () => {
    const user = await createUser(t.database.db);
    const token = await login(api, user);
    const before = await api.get<Account>('auth/update-profile', { token });
    expect(before.body.data).toMatchObject({ userId: user.userId, phone: null, location: null });

    const answer = await update(token, { phone: '+91 98765 43210', location: 'Pune, India' });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Profile updated successfully');
    expect(answer.body.data).toMatchObject({
      userId: user.userId,
      email: user.email,
      phone: '+91 98765 43210',
      location: 'Pune, India',
    });
    expect(answer.body.data).not.toHaveProperty('passwordHash');
    const row = await accountRow(user.userId);
    expect([row.phone, row.location]).toEqual(['+91 98765 43210', 'Pune, India']);
    expect((await api.get<Account>('auth/update-profile', { token })).body.data.location).toBe('Pune, India');
  });

  it('has one phone with the basic details: either page saves it, both show it (docs/accounts.md, "Phone")', async () => {
    const user = await createUser(t.database.db);
    const token = await login(api, user);
    const basicInfo = (phone: string) =>
      api.post<BasicInfo>('profile/basicInfo', {
        token,
        raw: form({ fullname: 'Asha Rao', email: 'asha@example.test', phone }),
      });
    const phones = async () => [
      (await api.get<BasicInfo>('profile/basicInfo', { token })).body.data.phone,
      (await api.get<Account>('auth/update-profile', { token })).body.data.phone,
    ];

    expect((await basicInfo('+91 98400 12345')).status).toBe(200);
    expect(await phones()).toEqual(['+91 98400 12345', '+91 98400 12345']);

    expect((await update(token, { phone: '020 2553 1234', location: 'Pune' })).status).toBe(200);
    expect(await phones()).toEqual(['020 2553 1234', '020 2553 1234']);
  });

  it('answers with the documented messages and changes nothing', async () => {
    const user = await createUser(t.database.db);
    const token = await login(api, user);
    const empty = await update(token, {});
    expect(empty.status).toBe(400);
    // A phone number is never required of a student (docs/accounts.md#phone).
    expect(empty.body.errors).toEqual({ location: 'Location is required' });
    expect((await update(token, { phone: 'call me', location: 'Pune' })).body.errors).toEqual({
      phone: 'Please enter a valid phone number',
    });

    const short = await update(token, {
      phone: '9876543210',
      location: 'Pune',
      password: 'short',
      confirmPassword: 'short',
      currentPassword: user.password,
    });
    expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters' });

    const mismatch = await update(token, {
      phone: '9876543210',
      location: 'Pune',
      password: 'a-long-password',
      confirmPassword: 'another-password',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({
      confirmPassword: 'Passwords do not match',
      currentPassword: 'Enter your current password to set a new one',
    });

    const newPassword = { phone: '9876543210', location: 'Pune', password: 'a-brand-new-password' };
    const noCurrent = await update(token, { ...newPassword, confirmPassword: newPassword.password });
    expect(noCurrent.body.errors).toEqual({
      currentPassword: 'Enter your current password to set a new one',
    });
    const wrongCurrent = await update(token, {
      ...newPassword,
      confirmPassword: newPassword.password,
      currentPassword: 'not-my-password',
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.errors).toEqual({ currentPassword: 'Your current password is not correct' });
    for (const common of ['password123', '12345678', 'qwertyuiop']) {
      const weak = await update(token, {
        ...newPassword,
        password: common,
        confirmPassword: common,
        currentPassword: user.password,
      });
      expect([common, weak.status, weak.body.errors]).toEqual([
        common,
        400,
        { password: 'This password is too common or too easy to guess. Please choose another.' },
      ]);
    }

    const row = await accountRow(user.userId);
    expect([row.phone, row.location]).toEqual([null, null]);
    // The old password still works: nothing was changed.
    expect(
      (await api.post('auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(200);
  });

  it("a new password revokes the user's other sessions; the current one stays valid", async () => {
    const user = await createUser(t.database.db);
    const current = await login(api, user);
    const otherDevice = await login(api, user);
    const someoneElse = await createUser(t.database.db);
    const theirToken = await login(api, someoneElse);

    const answer = await update(current, {
      phone: '9876543210',
      location: 'Pune',
      password: 'a-brand-new-password',
      confirmPassword: 'a-brand-new-password',
      currentPassword: user.password,
    });
    expect(answer.status).toBe(200);

    expect((await me(current)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await me(theirToken)).status).toBe(200);
    expect(
      (await api.post('auth/login', { body: { email: user.email, password: user.password } })).status,
    ).toBe(401);
    expect(
      (await api.post('auth/login', { body: { email: user.email, password: 'a-brand-new-password' } }))
        .status,
    ).toBe(200);
  });

  it('without a password, every session stays', async () => {
    const user = await createUser(t.database.db);
    const current = await login(api, user);
    const otherDevice = await login(api, user);
    expect(
      (await update(current, { phone: '9876543210', location: 'Pune', password: '', confirmPassword: '' }))
        .status,
    ).toBe(200);
    expect((await me(otherDevice)).status).toBe(200);
  });

  it('sets the photo on the account and on the basic details, and refuses a non-image', async () => {
    const user = await createUser(t.database.db);
    const token = await login(api, user);
    await api.post<BasicInfo>('profile/basicInfo', {
      token,
      body: { fullname: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
    });

    const refused = await update(
      token,
      { phone: '9876543210', location: 'Pune' },
      { name: 'me.png', data: htmlBytes },
    );
    expect(refused.status).toBe(415);
    expect((await accountRow(user.userId)).location).toBeNull();

    const answer = await update(
      token,
      { phone: '9876543210', location: 'Pune' },
      { name: 'me.png', data: await makePng() },
    );
    expect(answer.status).toBe(200);
    const path = answer.body.data.profileImage;
    expect(path).toMatch(/^uploads\/.+\.webp$/);
    expect((await me(token)).body.data).toMatchObject({ profileImage: path });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect(profile?.profileImage).toBe(path);

    const removed = await update(token, { phone: '9876543210', location: 'Pune', profileImage: '' });
    expect(removed.body.data.profileImage).toBeNull();
    expect((await fetch(`${t.url}/${path}`)).status).toBe(404);
  });

  it('needs a session', async () => {
    expect((await api.post('auth/update-profile', { raw: form({ phone: '1', location: 'x' }) })).status).toBe(
      401,
    );
    expect((await api.get('auth/update-profile')).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the profile routes', async () => {
    const answer = await fetch(`${t.url}/api/docs/json`);
    expect(answer.status).toBe(200);
    const doc = (await answer.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/profile/school',
        '/api/v1/profile/basicInfo',
        '/api/v1/auth/update-profile',
      ]),
    );
  });
});
