import { CONTACT_MESSAGES, type ContactMessageReceipt } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { apiClient } from '../../test/http';
import { CONTACT_RATE_LIMIT } from './contact.routes';

let t: TestApp;
let api: ReturnType<typeof apiClient>;

// Behind a trusted proxy each test can speak from its own address, so the per-IP limit of one
// test does not spill into another.
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

let lastOctet = 0;
const newAddress = () => ({ 'x-forwarded-for': `203.0.113.${++lastOctet}` });

const valid = {
  name: 'Kavya Nair',
  email: 'Kavya.Nair@Example.com ',
  subject: 'MS in Germany',
  message: 'Which intake should I aim for if my IELTS is in March?',
};

const storedFrom = (ip: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));

describe('POST /contact', () => {
  it('stores the message with the client address and answers 201', async () => {
    const headers = newAddress();
    const answer = await api.post<ContactMessageReceipt>('contact', { body: valid, headers });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(CONTACT_MESSAGES.thanks);
    const rows = await storedFrom(headers['x-forwarded-for']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      contactMessageId: answer.body.data.contactMessageId,
      name: 'Kavya Nair',
      email: 'kavya.nair@example.com',
      subject: 'MS in Germany',
      message: valid.message,
      handledAt: null,
    });
  });

  it.each([
    [
      {},
      {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    ],
    [{ ...valid, name: '   ' }, { name: CONTACT_MESSAGES.nameRequired }],
    [{ ...valid, email: '' }, { email: CONTACT_MESSAGES.emailRequired }],
    [{ ...valid, email: 'kavya at example' }, { email: CONTACT_MESSAGES.emailInvalid }],
    [{ ...valid, subject: 42 }, { subject: CONTACT_MESSAGES.subjectRequired }],
    [{ ...valid, message: '' }, { message: CONTACT_MESSAGES.messageRequired }],
    [{ ...valid, name: 'n'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    [{ ...valid, subject: 's'.repeat(201) }, { subject: 'Subject must be at most 200 characters' }],
    [{ ...valid, message: 'm'.repeat(5001) }, { message: 'Message must be at most 5,000 characters' }],
  ])('answers 400 with per-field messages for %j', async (body, expected) => {
    const headers = newAddress();
    const answer = await api.post('contact', { body, headers });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toMatchObject(expected);
    expect(await storedFrom(headers['x-forwarded-for'])).toHaveLength(0);
  });

  it('accepts the longest allowed values', async () => {
    const headers = newAddress();
    const body = { ...valid, name: 'n'.repeat(100), subject: 's'.repeat(200), message: 'm'.repeat(5000) };
    expect((await api.post('contact', { body, headers })).status).toBe(201);
    expect(await storedFrom(headers['x-forwarded-for'])).toHaveLength(1);
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const raw of ['not json', '[1,2]', 'null']) {
      const answer = await api.post('contact', {
        raw,
        headers: { ...newAddress(), 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(400);
    }
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages per address and then answers 429 with a message`, async () => {
    const headers = newAddress();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++)
      expect((await api.post('contact', { body: valid, headers })).status).toBe(201);
    const limited = await api.post('contact', { body: valid, headers });
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.message).toBe(CONTACT_MESSAGES.tooMany);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await storedFrom(headers['x-forwarded-for'])).toHaveLength(CONTACT_RATE_LIMIT.max);

    // Another address is not affected.
    expect((await api.post('contact', { body: valid, headers: newAddress() })).status).toBe(201);
  });
});
