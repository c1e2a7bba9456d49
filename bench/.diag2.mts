import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const a = r!.lhr.audits;
if (r!.lhr.runtimeError) console.log(r!.lhr.runtimeError);
console.log('score', r!.lhr.categories.performance!.score, 'CLS', a['cumulative-layout-shift']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue);
for (const id of ['bootup-time', 'mainthread-work-breakdown', 'long-tasks', 'dom-size']) {
  const d = a[id]?.details as any;
  console.log('==', id, a[id]!.displayValue ?? '');
  for (const it of (d?.items ?? []).slice(0, 8)) console.log(' ', JSON.stringify(it).slice(0, 300));
}
