import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const a = r!.lhr.audits;
console.log('score', r!.lhr.categories.performance!.score, 'CLS', a['cumulative-layout-shift']!.numericValue, 'LCP', a['largest-contentful-paint']!.numericValue, 'TBT', a['total-blocking-time']!.numericValue, 'FCP', a['first-contentful-paint']!.numericValue, 'SI', a['speed-index']!.numericValue);
for (const id of ['layout-shifts', 'layout-shift-elements', 'largest-contentful-paint-element', 'render-blocking-resources']) {
  const d = a[id]?.details as any;
  if (!d) continue;
  console.log('==', id, a[id]!.displayValue ?? '');
  const items = d.items?.flatMap((i: any) => i.items ?? [i]) ?? [];
  for (const it of items.slice(0, id === 'network-requests' ? 40 : 8)) {
    if (id === 'network-requests') console.log(' ', Math.round(it.networkRequestTime), Math.round(it.networkEndTime), it.transferSize, it.url.slice(0, 100));
    else console.log(' ', JSON.stringify(it).slice(0, 400));
  }
}
console.log(Object.keys(a).filter((k) => /shift|lcp|largest|render-blocking|font/.test(k)));
for (const k of Object.keys(a).filter((k) => /shift|largest-contentful-paint-element|render-blocking|lcp/.test(k))) console.log(k, String(JSON.stringify(a[k]!.details)).slice(0, 2500), a[k]!.scoreDisplayMode, a[k]!.errorMessage);
