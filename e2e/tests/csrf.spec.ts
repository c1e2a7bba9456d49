import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStudent, expect, loginThroughForm, test } from '../fixtures';

/**
 * A page on another port of the same host is another origin but the same site: the browser sends
 * the SameSite=Lax session cookie with the form it posts. The server must refuse the change
 * (docs/api.md, "Cross-site requests").
 */
let attacker: Server;
let attackerOrigin: string;
const forms = new Map<string, string>();

test.beforeAll(async () => {
  attacker = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(forms.get(request.url ?? '') ?? '<p>nothing here</p>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

/** A page that posts a multipart form to the app as soon as it loads, as a forged request does. */
function forgedForm(action: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('');
  return `<!doctype html><form method="POST" action="${action}" enctype="multipart/form-data">${inputs}</form>
    <script>document.forms[0].submit()</script>`;
}

test('a form posted from another origin of the same site changes neither the profile nor the password', async ({
  page,
  request,
  baseURL,
}) => {
  const student = await createStudent(request);
  await loginThroughForm(page, student);
  await expect(page).toHaveURL(/\/home$/);
  expect(new URL(attackerOrigin).origin).not.toBe(new URL(baseURL!).origin);

  const action = `${baseURL}/api/v1/auth/update-profile`;
  forms.set('/profile', forgedForm(action, { phone: '+91 90000 00000', location: 'Attacker Town' }));
  forms.set(
    '/password',
    forgedForm(action, {
      phone: '+91 90000 00000',
      location: 'Attacker Town',
      password: 'attacker-chosen-77',
      confirmPassword: 'attacker-chosen-77',
    }),
  );

  for (const path of ['/profile', '/password']) {
    await page.goto(`${attackerOrigin}${path}`);
    await page.waitForURL(action);
    // Refused as a cross-site request: the cookie did arrive (otherwise this would be a 401).
    await expect(page.locator('body')).toContainText('This request came from another site and was refused');
  }

  // The student's own session, in the app, still sees the account untouched.
  await page.goto('/update-profile');
  await expect(page.getByLabel('Location')).toHaveValue('');
  await expect(page.getByLabel('Phone')).toHaveValue('');
  const signIn = (password: string) =>
    request.post('/api/v1/auth/login', { data: { email: student.email, password } });
  expect((await signIn('attacker-chosen-77')).status()).toBe(401);
  expect((await signIn(student.password)).status()).toBe(200);
});
