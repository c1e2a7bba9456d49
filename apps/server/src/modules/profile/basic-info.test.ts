import type { BasicInfo } from '@edupath/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, profiles, users } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { htmlBytes, makeJpeg, makePng } from '../../test/images';
import { SAMPLE_PROFILE } from '../../test/profile-factories';
import { getProfileSummary } from './index';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const details = SAMPLE_PROFILE.basicInfo;

function form(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' });
    body.append('profileImage', blob, file.name);
  }
  return body;
}

const saveBasicInfo = (token: string, fields: Record<string, string>, file?: Parameters<typeof form>[1]) =>
  api.post<BasicInfo>('profile/basicInfo', { token, raw: form(fields, file) });

async function profileRow(userId: number) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

async function accountPhoto(userId: number) {
  const [row] = await t.database.db
    .select({ profileImage: users.profileImage })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.profileImage ?? null;
}

async function storedFileCount(ownerId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId));
  return row!.n;
}

describe('GET and POST /profile/basicInfo', () => {
  it('starts as a draft prefilled from the account, then saves and reads back', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const draft = await api.get<BasicInfo>('profile/basicInfo', { token });
    expect(draft.status).toBe(200);
    expect(draft.body.data).toEqual({
      profileId: null,
      fullname: user.name,
      email: user.email,
      phone: '',
      profileImage: null,
    });

    const events: number[] = [];
    const stop = t.app.events.subscribe('profile.changed', ({ userId }) => events.push(userId));
    const saved = await saveBasicInfo(token, { ...details, email: ' Priya.Sharma@Example.com ' });
    stop();
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...details, profileImage: null });
    expect(saved.body.data.profileId).toEqual(expect.any(Number));
    expect(events).toEqual([user.userId]);

    const again = await saveBasicInfo(token, {
      ...details,
      fullname: 'Priya S. Sharma',
      profileId: String(saved.body.data.profileId),
    });
    expect(again.body.data.profileId).toBe(saved.body.data.profileId);
    expect((await api.get<BasicInfo>('profile/basicInfo', { token })).body.data.fullname).toBe(
      'Priya S. Sharma',
    );
    const row = await profileRow(user.userId);
    expect(row).toMatchObject({ fullname: 'Priya S. Sharma', email: details.email });
    // The one phone is the account's (docs/accounts.md, "Phone").
    const [account] = await t.database.db.select().from(users).where(eq(users.userId, user.userId));
    expect(account!.phone).toBe(details.phone);
    expect(await getProfileSummary(t.database.db, user.userId)).toEqual({
      hasBasicInfo: true,
      schools: 0,
      colleges: 0,
      workExperiences: 0,
      testScores: 0,
    });
  });

  it('accepts the same fields as JSON when there is no photo', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const saved = await api.post<BasicInfo>('profile/basicInfo', { token, body: details });
    expect(saved.status).toBe(200);
    expect((await profileRow(user.userId))?.fullname).toBe(details.fullname);
  });

  it('saves without a phone number: none is required of a student (docs/accounts.md#phone)', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const noPhone = await saveBasicInfo(token, { ...details, phone: '' });
    expect(noPhone.status).toBe(200);
    const [account] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.userId, user.userId));
    expect(account!.phone).toBeNull();
  });

  it('answers each missing or malformed field with its documented message', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const empty = await saveBasicInfo(token, { fullname: '', email: '', phone: '' });
    expect(empty.status).toBe(400);
    // A phone number is never required of a student (docs/accounts.md#phone).
    expect(empty.body.errors).toEqual({ fullname: 'Full name is required', email: 'Email is required' });
    const missing = await saveBasicInfo(token, {});
    expect(missing.body.errors).toEqual(empty.body.errors);

    const malformed = await saveBasicInfo(token, { ...details, email: 'priya@', phone: 'call me' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({
      email: 'Please enter a valid email',
      phone: 'Please enter a valid phone number',
    });

    const long = await saveBasicInfo(token, { ...details, fullname: 'x'.repeat(101) });
    expect(long.body.errors).toEqual({ fullname: 'Full name must be at most 100 characters' });
    expect(await profileRow(user.userId)).toBeUndefined();
  });

  it('needs a session', async () => {
    expect((await api.get('profile/basicInfo')).status).toBe(401);
    expect((await api.post('profile/basicInfo', { raw: form(details) })).status).toBe(401);
  });
});

describe('profile photo', () => {
  it('stores a real PNG re-encoded as WebP, as the profile and the account photo', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const saved = await saveBasicInfo(token, details, {
      name: 'me.png',
      data: await makePng(2400, 1200),
      type: 'image/png',
    });
    expect(saved.status).toBe(200);
    const path = saved.body.data.profileImage!;
    expect(path).toMatch(/^uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await profileRow(user.userId))?.profileImage).toBe(path);
    expect(await accountPhoto(user.userId)).toBe(path);

    const image = await fetch(`${t.url}/${path}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
  });

  it('accepts a JPEG, and a PNG named .exe (judged by its bytes)', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const jpeg = await saveBasicInfo(token, details, {
      name: 'me.jpg',
      data: await makeJpeg(),
      type: 'image/jpeg',
    });
    expect(jpeg.status).toBe(200);
    const renamed = await saveBasicInfo(token, details, {
      name: 'setup.exe',
      data: await makePng(),
      type: 'application/x-msdownload',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.profileImage).not.toBe(jpeg.body.data.profileImage);
    // The JPEG it replaced is no longer shown anywhere, so its file is gone.
    expect((await fetch(`${t.url}/${jpeg.body.data.profileImage}`)).status).toBe(404);
    expect(await storedFileCount(user.userId)).toBe(1);
  });

  it.each([
    {
      name: 'an HTML file named .png',
      status: 415,
      file: () => ({ name: 'me.png', data: htmlBytes, type: 'image/png' }),
    },
    {
      name: 'a 6 MB file',
      status: 413,
      file: () => ({ name: 'big.png', data: Buffer.alloc(6 * 1024 * 1024, 7), type: 'image/png' }),
    },
    {
      name: 'a truncated PNG',
      status: 400,
      file: async () => {
        const png = await makePng(400, 400);
        return { name: 'cut.png', data: png.subarray(0, Math.floor(png.length / 2)), type: 'image/png' };
      },
    },
    {
      name: 'a zero-byte file',
      status: 400,
      file: () => ({ name: 'empty.png', data: Buffer.alloc(0), type: 'image/png' }),
    },
  ])('refuses $name with $status and changes nothing', async ({ status, file }) => {
    const { user, token } = await signedIn(t.database.db, api);
    const first = await saveBasicInfo(token, details, {
      name: 'ok.png',
      data: await makePng(),
      type: 'image/png',
    });
    const before = await profileRow(user.userId);

    const answer = await saveBasicInfo(token, { ...details, fullname: 'Changed' }, await file());
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await profileRow(user.userId)).toEqual(before);
    expect(await accountPhoto(user.userId)).toBe(first.body.data.profileImage);
    expect(await storedFileCount(user.userId)).toBe(1);
  });

  it('keeps the photo when its current path is sent back, and removes it (and its file) on an empty value', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const saved = await saveBasicInfo(token, details, {
      name: 'me.png',
      data: await makePng(),
      type: 'image/png',
    });
    const path = saved.body.data.profileImage!;

    const kept = await saveBasicInfo(token, { ...details, profileImage: path, phone: '020 2553 1234' });
    expect(kept.body.data.profileImage).toBe(path);
    const untouched = await saveBasicInfo(token, details);
    expect(untouched.body.data.profileImage).toBe(path);
    const asShown = await saveBasicInfo(token, { ...details, profileImage: `${t.url}/${path}` });
    expect(asShown.body.data.profileImage).toBe(path);

    const removed = await saveBasicInfo(token, { ...details, profileImage: '' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.profileImage).toBeNull();
    expect((await profileRow(user.userId))?.profileImage).toBeNull();
    expect(await accountPhoto(user.userId)).toBeNull();
    expect((await fetch(`${t.url}/${path}`)).status).toBe(404);
    expect(await storedFileCount(user.userId)).toBe(0);
  });

  it("refuses a path that is not the user's own photo, so nobody can show someone else's upload", async () => {
    const a = await signedIn(t.database.db, api);
    const b = await signedIn(t.database.db, api);
    const ofA = await saveBasicInfo(a.token, details, {
      name: 'a.png',
      data: await makePng(),
      type: 'image/png',
    });
    const answer = await saveBasicInfo(b.token, { ...details, profileImage: ofA.body.data.profileImage! });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      profileImage: 'Choose a new photo, keep your current one, or remove it',
    });
    expect(await profileRow(b.user.userId)).toBeUndefined();
    expect(await accountPhoto(a.user.userId)).toBe(ofA.body.data.profileImage);
  });
});
