import { chromium } from '@playwright/test';

const base = 'http://127.0.0.1:4392';
const out = '/tmp/cw-shots';
const who = process.argv[2] ?? 'admin';
const creds =
  who === 'admin'
    ? { email: 'admin@edupath.test', password: 'admin-pass-2026' }
    : { email: 'advisor@edupath.test', password: 'advisor-pass-2026' };
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(`${base}/admin/login`);
  await page.waitForSelector('text=Staff sign-in');
  await page.screenshot({ path: `${out}/${width}-login.png`, fullPage: true });
  await page.getByLabel('Email').fill(creds.email);
  await page.getByLabel('Password').fill(creds.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('text=Applications by status');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${width}-${who}-dashboard.png`, fullPage: true });
  await page.goto(`${base}/admin/applications`);
  await page.waitForSelector('[data-testid=status-pill]');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${width}-${who}-applications.png`, fullPage: true });
  const first = await page.locator('a[href^="/admin/applications/"]').first().getAttribute('href');
  await page.goto(`${base}${first}`);
  await page.waitForSelector('text=Status history');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${width}-${who}-application.png`, fullPage: true });
  await page.goto(`${base}/admin/students`);
  await page.waitForSelector('a[href^="/admin/students/"]');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${width}-${who}-students.png`, fullPage: true });
  const student = await page.locator('a[href^="/admin/students/"]').first().getAttribute('href');
  await page.goto(`${base}${student}`);
  await page.waitForSelector('text=Milestones');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${width}-${who}-student.png`, fullPage: true });
  await context.close();
}
await browser.close();
