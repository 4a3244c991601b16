import { createServer, type Server } from 'node:http';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appErrors,
  explainSkip,
  HAS_CHROMIUM,
  launchChromium,
  newPage,
  screenshot,
  scrollsSideways,
} from './helpers/browser.ts';
import { startApp } from './helpers/start-app.ts';
import { type RunningDataApp, startDataApp } from './helpers/start-data-app.ts';

explainSkip();

/** A small site to audit: a decent page with one fixable problem (an image without alt). */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riverside Coffee Roasters: fresh beans every week</title>
<meta name="description" content="Small-batch coffee roasted every Monday in Riverside and delivered to your door within three days.">
</head><body><h1>Riverside Coffee Roasters</h1>
<p>We roast small batches every Monday.</p><a href="/beans">Our coffee beans</a>
<img src="/cup.png"></body></html>`;

async function startSite(): Promise<{ base: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  return { base: `http://127.0.0.1:${address.port}`, server };
}

let counter = 0;
/** A fresh e-mail address per sign-up. */
const newEmail = () => `user${Date.now()}-${counter++}@example.com`;

async function signUp(page: Page, base: string): Promise<string> {
  const email = newEmail();
  await page.goto(`${base}/signup`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return email;
}

async function analyse(page: Page, domain: string): Promise<void> {
  await page.getByRole('link', { name: 'Analyse a domain' }).click();
  await page.getByLabel('Domain name').fill(domain);
  await page.getByRole('button', { name: 'Analyse' }).click();
}

describe.skipIf(!HAS_CHROMIUM)('the web app in Chromium', () => {
  let app: RunningDataApp;
  let site: { base: string; server: Server };
  let browser: Browser;

  beforeAll(async () => {
    [app, site, browser] = await Promise.all([
      startDataApp({ ALLOW_PRIVATE_TARGETS: 'true' }),
      startSite(),
      launchChromium(),
    ]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    site?.server.close();
    await app?.close();
  });

  it('signs up, analyses a domain, saves it, finds it under Saved, opens it and deletes it', async () => {
    const page = await newPage(browser);
    await signUp(page, app.base);

    await analyse(page, 'bestcoffee.com');
    await page.getByRole('heading', { name: 'bestcoffee.com' }).waitFor();
    await expect(
      page.getByRole('img', { name: /Linguistic score: \d+ out of 100/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole('img', { name: /Estimated value \$[\d,]+, likely between/ }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'domain-result');

    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Saved.').waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Saved reports' }).click();
    const item = page.getByRole('link', { name: 'Domain analysis of bestcoffee.com' });
    await item.waitFor();
    await screenshot(page, 'saved-list');

    await item.click();
    await page
      .getByRole('heading', { level: 1, name: 'Domain analysis of bestcoffee.com' })
      .waitFor();
    await page.getByRole('heading', { name: 'Valuation' }).waitFor();
    await screenshot(page, 'saved-report-open');

    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No saved reports yet.').waitFor();
    await screenshot(page, 'saved-after-delete');
    expect(appErrors(page)).toEqual([]);
  });

  it('audits a locally served page and shows the 14 checks with marks and fixes', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.base}/audit`);
    await page.getByLabel('Page URL').fill(`${site.base}/`);
    await page.getByRole('button', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'The 14 checks' }).waitFor();
    const checks = page.locator('ol.checks > li');
    expect(await checks.count()).toBe(14);
    const imageAlt = page.locator('[data-check="image-alt"]');
    expect(await imageAlt.getAttribute('data-status')).toBe('fail');
    expect(await imageAlt.innerText()).toMatch(/failed[\s\S]*alt/i);
    await expect(
      page.getByRole('img', { name: /SEO audit score: \d+ out of 100/ }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, 'audit-result');
    expect(appErrors(page)).toEqual([]);
  });

  it('counts each analysis on the Usage meter and says when the quota is spent', async () => {
    const page = await newPage(browser);
    await signUp(page, app.base);
    const used = async () => {
      await page.getByRole('navigation').getByRole('link', { name: 'Usage' }).click();
      return Number(await page.getByTestId('usage-used').innerText());
    };
    expect(await used()).toBe(0);

    await analyse(page, 'bestcoffee.com');
    await page.getByRole('heading', { name: 'bestcoffee.com' }).waitFor();
    expect(await used()).toBe(1);

    await page.getByRole('navigation').getByRole('link', { name: 'Audit a page' }).click();
    await page.getByLabel('Page URL').fill(`${site.base}/`);
    await page.getByRole('button', { name: 'Audit' }).click();
    await page.getByRole('heading', { name: 'The 14 checks' }).waitFor();
    expect(await used()).toBe(2);
    await screenshot(page, 'usage-2-of-10');

    for (let i = 3; i <= 10; i++) {
      await analyse(page, `name${i}.com`);
      await page.getByRole('heading', { name: `name${i}.com` }).waitFor();
    }
    expect(await used()).toBe(10);
    await page.getByText('Daily quota used up.').waitFor();
    expect(await page.getByTestId('usage-remaining').innerText()).toBe('0');
    await screenshot(page, 'usage-quota-spent');

    await analyse(page, 'onemore.com');
    const notice = page.locator('[data-failure="quota"]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /used all of today's analyses \(10 a day on your plan\)\. It resets at .+ \(in \d+/,
    );
    await screenshot(page, 'error-429-quota');
  });

  it('shows the three public endpoints healthy, with latencies, on the Status page', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.base}/status`);
    await page.getByText('All endpoints are up.').waitFor();
    for (const id of ['health', 'domain', 'audit']) {
      const card = page.locator(`[data-endpoint="${id}"]`);
      expect(await card.locator('[data-field="state"]').innerText()).toBe('Up');
      expect(await card.locator('[data-field="http-status"]').innerText()).toBe('200');
      expect(await card.locator('[data-field="latency"]').innerText()).toMatch(/^\d+ ms$/);
      expect(await card.locator('svg.sparkline circle').count()).toBe(1);
    }
    await screenshot(page, 'status');
    expect(appErrors(page)).toEqual([]);
  });

  it('shows a 400 next to the input and a 502 in plain words', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.base}/?domain=${encodeURIComponent('https://x.com/a')}`);
    const field = page.getByLabel('Domain name');
    await page.getByRole('alert').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error')) ?? 'missing';
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toMatch(/host name only.*x\.com/i);
    await screenshot(page, 'error-400');

    // A port nobody listens on: the audit cannot connect (502).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await page.goto(`${app.base}/audit?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`);
    const notice = page.locator('[data-failure="unreachable"]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(
      /We could not reach that page\..*Check the address, or try again later\./s,
    );
    await screenshot(page, 'error-502');
  });

  it('draws a strategy plan and a sortable name search, and saves both', async () => {
    const page = await newPage(browser);
    await signUp(page, app.base);
    // The real signed-in endpoints answer, kept off the network: the name search skips its DNS
    // availability check, and the plan audits the local site instead of the name's home page.
    const withBody =
      (extra: (body: Record<string, unknown>) => Record<string, unknown>) => (route: Route) =>
        route.continue({
          postData: JSON.stringify(extra(route.request().postDataJSON() ?? {})),
        });
    await page.route(
      '**/api/analyze/strategy',
      withBody((body) => ({ ...body, url: `${site.base}/` })),
    );
    await page.route(
      '**/api/analyze/names',
      withBody((body) => ({ ...body, check: false })),
    );

    await page.getByRole('navigation').getByRole('link', { name: 'Strategy' }).click();
    await page.getByLabel('Domain name').fill('best-coffee4u.net');
    await page.getByRole('button', { name: 'Build the plan' }).click();
    await page.getByRole('heading', { name: /^Actions/ }).waitFor();
    await page.getByRole('heading', { name: 'Alternative names' }).waitFor();
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Saved.').waitFor();
    await screenshot(page, 'strategy-result');

    await page.getByRole('navigation').getByRole('link', { name: 'Name search' }).click();
    await page.getByLabel('Keywords').fill('coffee shop');
    await page.getByRole('button', { name: 'Find names' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    const firstName = () => table.locator('tbody tr').first().locator('td').first().innerText();
    expect(await firstName()).toBe('coffeeshop.com');
    // Sorting by name puts the alphabetically first candidate on top; again reverses it.
    await table.getByRole('button', { name: /^Name/ }).click();
    const ascending = await firstName();
    await table.getByRole('button', { name: /^Name/ }).click();
    expect(await firstName()).not.toBe(ascending);
    expect(await table.locator('th[aria-sort="descending"]').innerText()).toMatch(/^Name/);
    await page.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Saved.').waitFor();
    await screenshot(page, 'names-result');

    await page.getByRole('navigation').getByRole('link', { name: 'Saved reports' }).click();
    await page.getByRole('link', { name: 'Strategy for best-coffee4u.net' }).waitFor();
    await page.getByRole('link', { name: 'Names for “coffee shop”' }).click();
    await page.getByRole('table').waitFor();
    expect(appErrors(page)).toEqual([]);
  });

  it('shows the fair-use 429 in plain words', async () => {
    const limited = await startApp({ RATE_LIMIT_RPM: '2' });
    try {
      const page = await newPage(browser);
      await page.goto(`${limited.base}/`);
      for (const name of ['first.com', 'second.com']) {
        await analyse(page, name);
        await page.getByRole('heading', { name }).waitFor();
      }
      await analyse(page, 'third.com');
      const notice = page.locator('[data-failure="rate_limited"]');
      await notice.waitFor();
      expect(await notice.innerText()).toMatch(
        /Too many requests\. Slow down: too many requests in a short time\. Please wait \d+ seconds and try again\./,
      );
      await screenshot(page, 'error-429-rate-limited');
    } finally {
      await limited.close();
    }
  });

  it('works from the keyboard: skip link, labelled input, Enter to analyse, focus on the new page', async () => {
    const page = await newPage(browser);
    await page.goto(`${app.base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const focused = () => page.evaluate('document.activeElement?.textContent ?? ""');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Skip to the content');
    await page.getByLabel('Domain name').focus();
    await page.keyboard.type('bestcoffee.com');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'bestcoffee.com' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Audit a page' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Audit a page' }).waitFor();
    expect(await focused()).toBe('Audit a page');
    expect(await page.evaluate('document.activeElement?.tagName')).toBe('H1');
  });

  it('has no horizontal scroll at 375 px on the analyse and audit pages', async () => {
    const page = await newPage(browser, 375, 812);
    await page.goto(`${app.base}/?domain=bestcoffee.com`);
    await page.getByRole('heading', { name: 'bestcoffee.com' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'mobile-analyse');

    await page.goto(`${app.base}/audit?url=${encodeURIComponent(`${site.base}/`)}`);
    await page.getByRole('heading', { name: 'The 14 checks' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'mobile-audit');
  });
});
