import { UNPAIRED_SURROGATE_MESSAGE } from '@edupath/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../db/schema';
import { NUL_MESSAGE } from '../lib/validation';
import { startTestApp, type TestApp } from '../test/app';
import { createCategory, createCountry, createUniversity, uniqueWord } from '../test/catalogue-factories';
import { connectSocket, emitAck, supportPair } from '../test/chat-factories';
import { addMember, createCommunity, createPost } from '../test/communities-factories';
import { signedIn } from '../test/factories';
import { apiClient } from '../test/http';

/** Every line the app logs, at info level as in production. */
const logLines: string[] = [];
let t: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => logLines.push(line) } });
  api = apiClient(t.url);
});
afterAll(() => t.close());

const NUL = '\u0000';

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

describe('a NUL character in a text field', () => {
  it('is a 400 with the field named on sign-up, and the log keeps no password or hash', async () => {
    const password = 'a-Secret-nobody-guesses-42';
    const answer = await api.post('auth/signup', {
      body: { name: `Asha${NUL}Rao`, email: 'nul-signup@example.test', password, confirmPassword: password },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ name: NUL_MESSAGE });
    const log = logLines.join('');
    expect(log).not.toContain(password);
    expect(log).not.toContain('argon2');
  });

  it('is a 400 in JSON bodies, query strings, multipart fields and socket events', async () => {
    const student = await signedIn(t.database.db, api);
    const token = student.token;
    const community = await createCommunity(t.database.db);
    await addMember(t.database.db, community.communityId, student.user.userId);
    const post = await createPost(t.database.db, {
      communityId: community.communityId,
      userId: student.user.userId,
    });

    const answers = {
      basicInfo: await api.post('profile/basicInfo', {
        token,
        body: { fullname: `A${NUL}`, email: 'a@b.co', phone: '+91 98765 43210' },
      }),
      school: await api.post('profile/school', {
        token,
        body: { schoolName: 'X', standard: `1${NUL}0`, year: '2015' },
      }),
      updateProfile: await api.post('auth/update-profile', {
        token,
        raw: form({ phone: '+91 98765 43210', location: `Pune${NUL}` }),
      }),
      post: await api.post('community/post', {
        token,
        raw: form({ communityId: String(community.communityId), postText: `hi${NUL}` }),
      }),
      comment: await api.post('community/comment', {
        token,
        body: { postId: post.postId, comment: `c${NUL}` },
      }),
      search: await api.get(`course/search?q=${encodeURIComponent(`law${NUL}`)}`),
    };
    const fields = {
      basicInfo: 'fullname',
      school: 'standard',
      updateProfile: 'location',
      post: 'postText',
      comment: 'comment',
      search: 'q',
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect([name, answer.status, answer.body.errors]).toEqual([
        name,
        400,
        { [fields[name as keyof typeof fields]]: NUL_MESSAGE },
      ]);
    }
  });

  it('answers a chat message holding one with a 400 acknowledgement', async () => {
    const pair = await supportPair(t.database.db, api);
    const socket = await connectSocket(t.url, { token: pair.student.token });
    try {
      const answer = await emitAck(socket, 'sendMessage', {
        chatId: pair.chatId,
        message: `hello${NUL}there`,
        clientId: 'c1',
      });
      expect(answer).toMatchObject({ ok: false, status: 400, errors: { message: NUL_MESSAGE } });
    } finally {
      socket.close();
    }
  });
});

describe('an id past the int4 range of its column', () => {
  const PAST = 2_147_483_648;

  it('is a 400 naming the parameter in a query list, a path, a query and a JSON body, not a 500', async () => {
    const student = await signedIn(t.database.db, api);
    const answers = {
      lookup: await api.get(`shortlist/courses?courseIds=${PAST}`),
      lookupAmongOthers: await api.get(`shortlist/courses?courseIds=1,${PAST},2`),
      path: await api.get(`course/${PAST}`),
      query: await api.get(`chat/messages?chatId=${PAST}`, { token: student.token }),
      body: await api.post('shortlist/merge', { token: student.token, body: { courseIds: [PAST] } }),
    };
    const fields = {
      lookup: 'courseIds',
      lookupAmongOthers: 'courseIds',
      path: 'courseId',
      query: 'chatId',
      body: 'courseIds.0',
    };
    for (const [name, answer] of Object.entries(answers)) {
      const field = fields[name as keyof typeof fields];
      expect([name, answer.status, Object.keys(answer.body.errors ?? {})]).toEqual([name, 400, [field]]);
    }
  });

  it('is fine at the top of the range: the largest id is looked up and found missing', async () => {
    const lookup = await api.get<unknown[]>('shortlist/courses?courseIds=2147483647');
    expect(lookup.status).toBe(200);
    expect(lookup.body.data).toEqual([]);
    expect((await api.get('course/2147483647')).status).toBe(404);
  });

  it('answers a chat event with one with a 400 acknowledgement', async () => {
    const pair = await supportPair(t.database.db, api);
    const socket = await connectSocket(t.url, { token: pair.student.token });
    try {
      const sent = await emitAck(socket, 'sendMessage', {
        chatId: PAST,
        message: 'hello',
        clientId: 'c1-past-range',
      });
      expect(sent).toMatchObject({ ok: false, status: 400, errors: { chatId: 'chatId is too large' } });
      const reader = await emitAck(socket, 'sendMessage', {
        chatId: pair.chatId,
        message: 'hello',
        receiverId: PAST,
      });
      expect(reader).toMatchObject({
        ok: false,
        status: 400,
        errors: { receiverId: 'receiverId is too large' },
      });
      for (const event of ['joinChat', 'markRead'] as const) {
        expect(await emitAck(socket, event, PAST)).toMatchObject({ ok: false, status: 400 });
      }
    } finally {
      socket.close();
    }
  });
});

describe('an unpaired UTF-16 surrogate in a text field', () => {
  const BROKEN = '\ud800x';

  it('is a 400 naming the field on every audited staff form, and nothing is written', async () => {
    const admin = await signedIn(t.database.db, api, 'admin');
    const country = await createCountry(t.database.db);
    const university = await createUniversity(t.database.db, country.countryId);
    const category = await createCategory(t.database.db);
    const forms: Array<[path: string, body: Record<string, unknown>, field: string]> = [
      ['staff/catalogue/countries', { isoCode: 'QQ', countryName: 'Land' }, 'countryName'],
      ['staff/catalogue/countries', { isoCode: 'QR', countryName: 'Land' }, 'description'],
      ['staff/catalogue/universities', { countryId: country.countryId, universityName: 'Uni' }, 'location'],
      ['staff/catalogue/categories', { categoryName: `Cat ${uniqueWord()}` }, 'categoryName'],
      [
        'staff/catalogue/courses',
        {
          courseName: `MSc ${uniqueWord()}`,
          universityId: university.universityId,
          courseCategoryId: category.courseCategoryId,
          courseType: 'Postgraduate',
          duration: '2 years',
          fee: 30_000,
          currencyCode: 'CAD',
          intake: 'September',
          intakeStart: '2031-09-01',
          applicationDeadline: '2031-06-15',
          modeOfStudy: 'Full-time',
        },
        'eligibility',
      ],
      ['staff/catalogue/faqs', { countryId: country.countryId, question: 'Q?', answer: 'A.' }, 'answer'],
      ['staff/packages', { name: 'Pack', price: 100, applicationCount: 1 }, 'name'],
      [
        'staff/accounts',
        { name: 'Ann', email: 'surrogate@example.test', role: 'advisor', method: 'invitation' },
        'name',
      ],
      ['milestones', { title: 'Step', order: 1 }, 'remark'],
    ];
    const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const [path, body, field] of forms) {
      const before = await auditCount();
      const answer = await api.post(path, { token: admin.token, body: { ...body, [field]: BROKEN } });
      expect([path, field, answer.status, answer.body.errors]).toEqual([
        path,
        field,
        400,
        { [field]: UNPAIRED_SURROGATE_MESSAGE },
      ]);
      expect([path, field, await auditCount()]).toEqual([path, field, before]);
      // The same body without it is accepted, so the refusal is the surrogate's.
      const fine = await api.post(path, {
        token: admin.token,
        body: { ...body, [field]: `fine ${uniqueWord()}` },
      });
      expect([path, field, fine.status < 300]).toEqual([path, field, true]);
    }
  });

  // A URL or a multipart form is UTF-8, where a lone surrogate cannot be written (it arrives as
  // U+FFFD); only JSON's \ud800 escape and a socket payload can carry one.
  it('is a 400 in a key of a JSON body and in a chat message', async () => {
    const student = await signedIn(t.database.db, api);
    const key = await api.post('profile/school', {
      token: student.token,
      body: { schoolName: 'X', standard: '10', year: '2015', [BROKEN]: 1 },
    });
    expect([key.status, key.body.errors]).toEqual([400, { [BROKEN]: UNPAIRED_SURROGATE_MESSAGE }]);

    const pair = await supportPair(t.database.db, api);
    const socket = await connectSocket(t.url, { token: pair.student.token });
    try {
      const answer = await emitAck(socket, 'sendMessage', { chatId: pair.chatId, message: `hi ${BROKEN}` });
      expect(answer).toMatchObject({
        ok: false,
        status: 400,
        errors: { message: UNPAIRED_SURROGATE_MESSAGE },
      });
    } finally {
      socket.close();
    }
  });
});

describe('the log', () => {
  it('holds no session token, session id, password or SQL parameters, even for a real database error', async () => {
    const student = await signedIn(t.database.db, api);
    await api.get('auth/me', { token: student.token });
    await api.get('auth/me', { headers: { cookie: `sid=${student.token}` } });
    const [session] = await t.database.db.select({ id: sessions.sessionId }).from(sessions).limit(1);

    // A failing query with a secret among its parameters, logged the way the error handler does.
    const secret = 'argon2-hash-that-must-not-be-logged';
    const failed = await t.database.db
      .insert(users)
      .values({ name: 'X', email: `x${NUL}@example.test`, passwordHash: secret, role: 'student' })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(failed).toBeInstanceOf(Error);
    t.app.log.error({ err: failed }, 'unhandled error');
    // And an object that carries credentials by name.
    t.app.log.info({ body: { password: student.user.password, accessToken: student.token } }, 'probe');

    const log = logLines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('Failed query');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(student.token);
    expect(log).not.toContain(student.user.password);
    expect(log).not.toContain(session!.id);
    // The query itself stays, to find the bug by.
    expect(log).toContain('insert into \\"users\\"');
  });
});

describe('malformed requests', () => {
  it.each([
    ['a boundary that is not in the body', 'multipart/form-data; boundary=nothere'],
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
  ])('answer multipart with %s with 400 on every form route', async (_name, contentType) => {
    const { token } = await signedIn(t.database.db, api);
    const raw = '--other\r\nContent-Disposition: form-data; name="phone"\r\n\r\n123\r\n--other--\r\n';
    for (const path of ['chat/images', 'profile/basicInfo', 'auth/update-profile', 'community/post']) {
      const answer = await api.post(path, { token, raw, headers: { 'content-type': contentType } });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toBe('The form data is malformed');
    }
  });

  it('answers a cursor beyond any post with 400', async () => {
    const { user, token } = await signedIn(t.database.db, api);
    const community = await createCommunity(t.database.db);
    await addMember(t.database.db, community.communityId, user.userId);
    const answer = await api.get(
      `community/community-posts/${community.communityId}?cursor=99999999999999999_9999999999`,
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ cursor: 'cursor is not valid' });
  });
});
