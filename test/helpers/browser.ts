import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; `.ci/run` installs it in CI), or `CHROMIUM_PATH`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when the browser tests can run here. */
export const HAS_CHROMIUM = existsSync(CHROMIUM_PATH);

/** Why the browser tests are skipped, printed once per file. */
export function explainSkip(): void {
  if (!HAS_CHROMIUM) {
    console.warn(
      `Browser tests skipped: ${CHROMIUM_PATH} not found. Install it with \`apt-get install -y chromium\` (.ci/run does this in CI), or set CHROMIUM_PATH.`,
    );
  }
}

/** Where the browser tests save their screenshots (gitignored). */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-output/', import.meta.url));

/** Launches headless Chromium with a fresh profile, no network chatter of its own. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new page (own context: own storage, so its own session) of the given width. */
export async function newPage(browser: Browser, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  (page as Page & { appErrors: string[] }).appErrors = errors;
  return page;
}

/** Script errors and console errors the page reported (a CSP violation shows up here). */
export function appErrors(page: Page): string[] {
  return (page as Page & { appErrors?: string[] }).appErrors ?? [];
}

/** Saves a full-page screenshot as `test-output/<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page scrolls sideways (wider than the viewport). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  // A string, as it runs in the page (the tests' tsconfig has no DOM types).
  const wider = await page.evaluate(
    '(() => { const root = document.scrollingElement ?? document.documentElement; return root.scrollWidth > root.clientWidth; })()',
  );
  return wider === true;
}
