import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxPage } from '@edupath/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/app';
import { signedIn } from '../../test/factories';
import { apiClient } from '../../test/http';
import { startTestSmtp } from '../../test/smtp';
import { reservedDomainOf } from './mail.service';
import { smtpTransport } from './mail.transport';

/**
 * What docs/email.md#delivery promises about sending: never twice, even when a slow relay answers
 * the end of a message after the timeout; a Message-ID with the sender's domain; no mail to
 * reserved domains (the demo accounts'); a relay with a self-signed certificate trusted through
 * SMTP_TLS_CA_FILE.
 */
let t: TestApp;
let api: ReturnType<typeof apiClient>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'EduPath <no-reply@mail.edupath.dev>',
    // The shipped rule: mail to reserved domains is kept, not sent.
    MAIL_SEND_TO_RESERVED_DOMAINS: 'false',
    SMTP_TIMEOUT_SECONDS: '1',
    JOBS_POLL_INTERVAL_SECONDS: '0.5',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  api = apiClient(t.url);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let n = 0;
async function signup(email: string) {
  const answer = await api.post('auth/signup', {
    body: {
      name: `Mail Student ${n++}`,
      email,
      password: 'orchid-lantern-93',
      confirmPassword: 'orchid-lantern-93',
    },
  });
  expect(answer.status).toBe(201);
}

const outboxRow = async (email: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email)))[0];

async function waitForStatus(email: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await outboxRow(email);
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`mail to ${email} is ${row?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a slow mail server', () => {
  it('gets a message once when it answers the end of it after the timeout', async () => {
    const email = 'slow-relay@students.edupath.dev';
    // The relay keeps the message but says so after 3 s; the app waits 1 s (SMTP_TIMEOUT_SECONDS).
    smtp.answerLate(3_000, email);
    await signup(email);

    await smtp.waitFor(1, email);
    // Long enough for two more tries (after 1 s, then 2 s) had the job been tried again.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
    const row = await waitForStatus(email, 'unconfirmed');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('did not confirm');
    expect(row.lastError).toContain('not sent again');
  }, 60_000);

  it('tries again when the server refused the message, since then it surely was not delivered', async () => {
    const email = 'busy-relay@students.edupath.dev';
    smtp.refuseNext(1, email);
    await signup(email);
    const row = await waitForStatus(email, 'sent');
    expect(row.attempts).toBe(2);
    expect(smtp.received.filter((m) => m.to === email)).toHaveLength(1);
  }, 60_000);
});

describe('the Message-ID', () => {
  it("carries MAIL_FROM's domain", async () => {
    const email = 'message-id@students.edupath.dev';
    await signup(email);
    const [mail] = await smtp.waitFor(1, email);
    expect(mail!.messageId).toMatch(/^<[0-9a-f]{32}@mail\.edupath\.dev>$/);
    expect((await outboxRow(email))!.messageId).toBe(mail!.messageId);
  }, 60_000);
});

describe('reserved domains', () => {
  it('knows the names RFC 2606 and RFC 6761 reserve, and no others', () => {
    expect(reservedDomainOf('ana@student.edupath.test')).toBe('.test');
    expect(reservedDomainOf('a@x.example')).toBe('.example');
    expect(reservedDomainOf('a@nowhere.invalid')).toBe('.invalid');
    expect(reservedDomainOf('a@edupath.localhost')).toBe('.localhost');
    expect(reservedDomainOf('a@Example.COM')).toBe('example.com');
    expect(reservedDomainOf('a@mail.example.net')).toBe('example.net');
    expect(reservedDomainOf('a@example.org.')).toBe('example.org');
    expect(reservedDomainOf('a@gmail.com')).toBeNull();
    expect(reservedDomainOf('a@myexample.com')).toBeNull();
    expect(reservedDomainOf('a@test.com')).toBeNull();
  });

  it('keeps mail to a demo student in the outbox, not sent, with the reason admins read', async () => {
    const email = 'demo-student@students.edupath.test';
    await signup(email);
    const row = await waitForStatus(email, 'held');
    expect(row.lastError).toBe(
      "Not sent: .test is a reserved domain (RFC 2606/6761) that no real mailbox has, such as a demo account's.",
    );
    expect(smtp.attempts).not.toContain(email);

    const admin = await signedIn(t.database.db, api, 'admin');
    const page = await api.get<OutboxPage>(`staff/outbox?to=${encodeURIComponent(email)}`, {
      token: admin.token,
    });
    expect(page.body.data.items[0]).toMatchObject({ status: 'held', lastError: row.lastError });
  }, 60_000);
});

describe('a relay with a self-signed certificate', () => {
  // The certificate is made here with the openssl command line, as an operator would make one.
  let dir: string;
  let tls: { key: string; cert: string };
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'edupath-smtp-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    tls = {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const mail = (to: string) => ({
    to,
    subject: 'TLS check',
    text: 'Hello',
    html: '<p>Hello</p>',
    messageId: `<tls-${to}@mail.edupath.dev>`,
  });

  it('is refused without its certificate and trusted with it (SMTP_TLS_CA_FILE)', async () => {
    const relay = await startTestSmtp(0, { tls });
    try {
      const untrusted = smtpTransport(relay.url, 'no-reply@mail.edupath.dev', { timeoutSeconds: 5 });
      await expect(untrusted.send(mail('untrusted@students.edupath.dev'))).rejects.toThrow(/certificate/i);

      const trusted = smtpTransport(relay.url, 'no-reply@mail.edupath.dev', {
        timeoutSeconds: 5,
        ca: tls.cert,
      });
      await trusted.send(mail('trusted@students.edupath.dev'));
      expect(relay.received.map((m) => m.to)).toEqual(['trusted@students.edupath.dev']);
    } finally {
      await relay.close();
    }
  }, 30_000);
});
