import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app';
import { signedIn } from '../test/factories';
import { apiClient } from '../test/http';

/**
 * The request log is the access log of personal data (docs/breach-response.md#logs): each
 * completed request of a signed-in caller names the account and its role beside the path.
 */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

const entry = (reqId: string, msg: string) =>
  lines.map((line) => JSON.parse(line)).find((e) => e.reqId === reqId && e.msg === msg);
const completed = (reqId: string) => entry(reqId, 'request completed');

describe('the access log', () => {
  it("names the signed-in account and role on the request's completion line, and no one for a visitor", async () => {
    const api = apiClient(t.url);
    const admin = await signedIn(t.database.db, api, 'admin');
    const staffRead = await api.get('staff/contact-messages', {
      token: admin.token,
      headers: { 'x-request-id': 'access-log-admin' },
    });
    expect(staffRead.status).toBe(200);
    await api.get('grievances/officer', { headers: { 'x-request-id': 'access-log-visitor' } });

    const adminLine = completed('access-log-admin');
    expect(adminLine).toMatchObject({ userId: admin.user.userId, role: 'admin' });
    expect(adminLine.res.statusCode).toBe(200);
    // Its request id joins it to the line that says what was asked for.
    expect(entry('access-log-admin', 'incoming request').req.url).toBe('/api/v1/staff/contact-messages');
    const visitorLine = completed('access-log-visitor');
    expect(visitorLine).toBeDefined();
    expect(visitorLine).not.toHaveProperty('userId');
    // The token never reaches the line.
    expect(lines.join('\n')).not.toContain(admin.token);
  });
});
