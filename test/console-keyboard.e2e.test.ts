import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifactDir, chromiumAvailable, launchChromium } from './support/browser.js';
import { startSecgate, type SecgateProcess } from './support/secgate-process.js';

/*
 * Every console form with the keyboard alone, in Debian's Chromium against the real
 * `secgate serve --demo` (with a card verification provider configured, so the verification page
 * has its start link). Tab, Shift+Tab, Enter, Space, arrows and typing: the navigation to each
 * page, issuing, copying and revoking a token, starting a card verification, a streamed answer in
 * the playground, and signing out. At every key the test asks what a keyboard user depends on:
 * focus is on the control expected next, that control has an accessible name (Playwright's own
 * computation, as assistive technology reads it), and it shows the console's focus ring. The
 * sign-in by keyboard and the header's forward order are console-browser's tests; not repeated.
 * Screenshots go to test-artifacts/console-keyboard/.
 */
const ready = chromiumAvailable();
const shots = artifactDir('console-keyboard');
/** The console's focus indicator (console-layout.tsx: `outline: 3px solid #36f` on :focus). */
const RING = 'solid 3px rgb(51, 102, 255)';
const LABEL = 'textbox "Label (optional, up to 64 characters)"';
/** The tokens page's optional expiry, a date field: Tab visits each of its parts under this one name. */
const EXPIRY = 'textbox "Expires after (optional, a UTC day up to 365 days ahead)"';
const PAGES = {
  Account: '/console',
  Tokens: '/console/tokens',
  Billing: '/console/billing',
  Usage: '/console/usage',
  History: '/console/history',
  Verification: '/console/verification',
  Playground: '/console/playground',
  Findings: '/console/findings',
};
type PageName = keyof typeof PAGES;
const NAV: PageName[] = ['Account', 'Tokens', 'Billing', 'Usage', 'History', 'Verification', 'Playground', 'Findings'];
/** The header, in tab order, on every signed-in page. */
const HEADER = ['link "Skip to content"', ...NAV.map((name) => `link "${name}"`), 'button "Sign out"'];

let server: SecgateProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The card verification provider: the test's own page, which the start link must reach. */
let provider: Server;
let providerUrl = '';
let dir = '';

beforeAll(async () => {
  if (!ready) return;
  // The card provider and the payment processor's checkout: the test's own pages, which links must reach.
  provider = createServer((request, response) => {
    const title = request.url?.startsWith('/checkout') ? 'Checkout' : 'Card provider';
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>${title}</title><h1>${title}</h1>`);
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  providerUrl = `${origin}/card`;
  // Two top-ups and deposits on sale, and automatic recharge offered, so the billing page has every form.
  dir = mkdtempSync(join(tmpdir(), 'secgate-keyboard-'));
  const configFile = join(dir, 'secgate.json');
  const price = (id: string) => ({ priceId: `price_${id}`, checkoutUrl: `${origin}/checkout/${id}?ref={principal}` });
  writeFileSync(
    configFile,
    JSON.stringify({
      payments: {
        processor: 'Stripe',
        prices: { 'topup-ai-25': price('ai25'), 'credits-100': price('c100') },
        deposit: price('deposit'),
        recharge: { url: `${origin}/recharge`, secretEnv: 'KEYBOARD_RECHARGE_SECRET' },
      },
    }),
  );
  server = await startSecgate({
    db: 'memory:',
    demo: true,
    configFile,
    env: {
      SECGATE_EKYC_URL_TEMPLATE: `${providerUrl}?state={state}`,
      SECGATE_EKYC_SECRET: 'keyboard-walk-ekyc-secret-0123456789',
      KEYBOARD_RECHARGE_SECRET: 'keyboard-walk-recharge-secret',
    },
  });
  while (!server.stdout().includes('/v1/models -H')) await new Promise((resolve) => setTimeout(resolve, 20));
  const link = /Console sign-in link \(once, within 15 minutes\): (\S+)/.exec(server.stdout())?.[1] ?? '';
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  // The copy button writes to the clipboard; the test reads it back to see what was copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  // Signed in with Enter on the link page's focused button (console-browser checks that page).
  await page.goto(link);
  // Autofocus lands once the page has loaded: wait for it rather than race it.
  await page.locator('button:focus').waitFor();
  await Promise.all([page.waitForURL('**/console'), page.keyboard.press('Enter')]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => (provider ? provider.close(resolve) : resolve(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What the page says of its focused element; null when focus is on nothing (the body). */
const FOCUS_PROBE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  return { ring: style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor, focusVisible: el.matches(':focus-visible') };
})()`;

/**
 * The focused control as `role "accessible name"`, after asserting it shows the console's focus
 * ring. The name is Playwright's accessible-name computation: the first line of the control's
 * aria snapshot, e.g. `- button "Revoke notebook": Revoke`.
 */
async function focused(p: Page): Promise<string> {
  const probe = (await p.evaluate(FOCUS_PROBE)) as { ring: string; focusVisible: boolean } | null;
  expect(probe, 'an element has the keyboard focus').not.toBeNull();
  // A date field's parts take the focus inside the field's own tree, where `:focus` finds nothing:
  // it is named by its id. Chromium then matches neither `:focus` nor `:focus-visible` on the field
  // (only `:focus-within`) and highlights the focused part itself; the console's ring is asserted
  // on every other control.
  const focus = p.locator(':focus');
  const inner = (await focus.count()) === 0;
  const target = inner ? p.locator(`[id="${String(await p.evaluate('document.activeElement.id'))}"]`) : focus;
  const snapshot = await target.ariaSnapshot();
  const [, role = '', name = ''] = /^- (\w+)(?: "(.*?)")?(?::|$)/m.exec(snapshot) ?? [];
  const control = `${role} "${name}"`;
  expect(name, `the focused ${role} has an accessible name`).not.toBe('');
  if (inner) return control;
  expect(probe?.focusVisible, `${control} matches :focus-visible`).toBe(true);
  expect(probe?.ring, `${control} shows the console's focus ring`).toBe(RING);
  return control;
}

/** One key, and the control it lands on (named and visibly focused, or the test fails there). */
async function press(p: Page, key: string): Promise<string> {
  await p.keyboard.press(key);
  return focused(p);
}

/** The same key `times` times, and every control it passed. */
async function presses(p: Page, key: string, times: number): Promise<string[]> {
  const reached: string[] = [];
  for (let i = 0; i < times; i++) reached.push(await press(p, key));
  return reached;
}

/** Tab until `target` has the focus (at most 8 keys), and every control it passed, `target` last. */
async function tabUntil(p: Page, target: string): Promise<string[]> {
  const reached: string[] = [];
  while (reached.at(-1) !== target && reached.length < 8) reached.push(await press(p, 'Tab'));
  return reached;
}

/** From a page just loaded: Tab past the skip link and the navigation to `name`'s link, then Enter. */
async function goTo(p: Page, name: PageName): Promise<void> {
  const reached = await presses(p, 'Tab', NAV.indexOf(name) + 2);
  expect(reached).toEqual(HEADER.slice(0, NAV.indexOf(name) + 2));
  await Promise.all([p.waitForURL((url) => url.pathname === PAGES[name]), p.keyboard.press('Enter')]);
  expect(await p.textContent('h1')).toBe(name);
  expect(await p.title()).toBe(`${name} · secgate console`);
}

/** The skip link (first Tab), Enter, and the next Tab: main's first control, past the header. */
async function skipToMain(p: Page): Promise<string> {
  expect(await press(p, 'Tab')).toBe('link "Skip to content"');
  await p.keyboard.press('Enter');
  return press(p, 'Tab');
}

describe.skipIf(!ready && !process.env.CI)('every console form with the keyboard alone, in Chromium', () => {
  it('reaches every page from the navigation, and walks the header backwards with Shift+Tab', async () => {
    for (const name of ['Tokens', 'Billing', 'Usage', 'Verification', 'Playground', 'Findings', 'Account'] as const) {
      await goTo(page, name);
      await page.screenshot({ path: join(shots, `01-${name.toLowerCase()}.png`), fullPage: true });
    }
    // On the account page nothing in main takes focus: Sign out is the last stop, then back.
    expect(await presses(page, 'Tab', HEADER.length)).toEqual(HEADER);
    expect(await presses(page, 'Shift+Tab', HEADER.length - 1)).toEqual(HEADER.slice(0, -1).reverse());
  });

  it('issues a token, copies it and revokes it after confirming, on the tokens page', async () => {
    await page.goto(`${server.url}/console`);
    await goTo(page, 'Tokens');
    expect(await skipToMain(page)).toBe(LABEL);
    await page.keyboard.type('keyboard laptop');
    // The optional expiry: a date field (Tab steps through its parts), then the button.
    const toIssue = await tabUntil(page, 'button "Issue a token"');
    expect(
      toIssue.slice(0, -1).every((control) => control === EXPIRY),
      toIssue.join(', '),
    ).toBe(true);
    expect(toIssue.length).toBeGreaterThan(1);
    // Back and forth keeps what was typed.
    expect(await presses(page, 'Shift+Tab', toIssue.length)).toEqual([...toIssue.slice(0, -1).reverse(), LABEL]);
    expect(await page.inputValue('#label')).toBe('keyboard laptop');
    expect(await tabUntil(page, 'button "Issue a token"')).toEqual(toIssue);
    await page.screenshot({ path: join(shots, '02-issue-focused.png') });
    // POST, 303, GET: the token is on the page the redirect leads to.
    await Promise.all([page.waitForURL(`${server.url}/console/tokens`), page.keyboard.press('Space')]);

    // The new page puts focus on the token itself (autofocus): it is shown this once.
    await page.locator('#new-token').waitFor();
    await expect.poll(() => focused(page)).toMatch(/^textbox "Token tok_[0-9a-f-]{36}"$/);
    const token = await page.inputValue('#new-token');
    expect(token).toMatch(/^sgp_[0-9A-Za-z]{38}$/);
    await page.screenshot({ path: join(shots, '03-token-focused.png') });

    expect(await press(page, 'Tab')).toBe('button "Copy"');
    await page.keyboard.press('Enter');
    // Focus stays on the button, whose name now says it worked: what a screen reader announces.
    await expect.poll(() => focused(page)).toBe('button "Copied"');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(token);
    await page.screenshot({ path: join(shots, '04-copied.png') });

    // On past the form to the list: the new token's revoke link (newest first), then the demo's.
    expect(await press(page, 'Tab')).toBe(LABEL);
    expect(await tabUntil(page, 'button "Issue a token"')).toEqual(toIssue);
    expect(await press(page, 'Tab')).toBe('link "Revoke keyboard laptop"');
    const demo = await press(page, 'Tab');
    expect(demo).toMatch(/^link "Revoke tok_[0-9a-f-]{36}"$/);
    expect(await press(page, 'Shift+Tab')).toBe('link "Revoke keyboard laptop"');
    await page.screenshot({ path: join(shots, '05-revoke-focused.png') });
    await Promise.all([page.waitForURL('**/console/tokens/*/revoke'), page.keyboard.press('Enter')]);

    // The confirmation: past the header, the Revoke button, then Cancel.
    expect(await page.textContent('main')).toContain('Revoke token keyboard laptop? Agents using it stop working at their next request.');
    expect(await skipToMain(page)).toBe('button "Revoke"');
    expect(await press(page, 'Tab')).toBe('link "Cancel"');
    expect(await press(page, 'Shift+Tab')).toBe('button "Revoke"');
    await page.screenshot({ path: join(shots, '06-revoke-confirm.png') });
    await Promise.all([page.waitForURL(`${server.url}/console/tokens`), page.keyboard.press('Enter')]);

    await expect.poll(() => page.getByRole('row', { name: /keyboard laptop/ }).textContent()).toMatch(/revoked/);
    // The revoked token has no link left: a keyboard user meets only the demo token's.
    expect(await presses(page, 'Tab', HEADER.length + 1)).toEqual([...HEADER, LABEL]);
    expect(await tabUntil(page, 'button "Issue a token"')).toEqual(toIssue);
    expect(await press(page, 'Tab')).toBe(demo);
    const refused = await fetch(`${server.url}/v1/models`, { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    await page.screenshot({ path: join(shots, '06-revoked.png'), fullPage: true });
  });

  it('reviews a deposit and reaches checkout, and turns automatic recharge on, on the billing page', async () => {
    await page.goto(`${server.url}/console`);
    await goTo(page, 'Billing');
    // Main's controls in order: each product's checkout link, the deposit, then automatic recharge.
    expect(await skipToMain(page)).toBe('link "Buy AI Credits"');
    expect(await presses(page, 'Tab', 7)).toEqual([
      'link "Buy Credits 100"',
      'spinbutton "Deposit any amount"',
      'button "Review deposit"',
      'checkbox "Recharge automatically"',
      'spinbutton "When available AI credit falls below (whole dollars, 1 to 1,000)"',
      'combobox "Buy"',
      'button "Save automatic recharge"',
    ]);
    expect(await presses(page, 'Shift+Tab', 5)).toEqual([
      'combobox "Buy"',
      'spinbutton "When available AI credit falls below (whole dollars, 1 to 1,000)"',
      'checkbox "Recharge automatically"',
      'button "Review deposit"',
      'spinbutton "Deposit any amount"',
    ]);
    await page.keyboard.type('250');
    await page.screenshot({ path: join(shots, '07-deposit-typed.png') });
    await Promise.all([page.waitForURL('**/console/billing/deposit?amountUSD=250'), page.keyboard.press('Enter')]);
    // The review page puts focus on the way to checkout.
    await expect.poll(() => focused(page)).toBe('link "Continue to checkout"');
    await page.screenshot({ path: join(shots, '08-deposit-review.png') });
    await Promise.all([page.waitForURL((url) => url.pathname === '/checkout/deposit'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('ref')).toBe('p_demo');

    await page.goto(`${server.url}/console/billing`);
    await goTo(page, 'Billing');
    expect(await skipToMain(page)).toBe('link "Buy AI Credits"');
    expect(await presses(page, 'Tab', 4)).toEqual([
      'link "Buy Credits 100"',
      'spinbutton "Deposit any amount"',
      'button "Review deposit"',
      'checkbox "Recharge automatically"',
    ]);
    await page.keyboard.press('Space');
    expect(await page.isChecked('#recharge-enabled')).toBe(true);
    expect(await press(page, 'Tab')).toBe('spinbutton "When available AI credit falls below (whole dollars, 1 to 1,000)"');
    await page.keyboard.type('15');
    expect(await press(page, 'Tab')).toBe('combobox "Buy"');
    await page.keyboard.press('ArrowDown');
    expect(await page.inputValue('#recharge-sku')).toBe('credits-100');
    expect(await press(page, 'Tab')).toBe('button "Save automatic recharge"');
    await page.screenshot({ path: join(shots, '09-recharge-save-focused.png') });
    await Promise.all([page.waitForURL('**/console/billing#recharge'), page.keyboard.press('Enter')]);
    expect(await page.locator('#recharge [role=status]').textContent()).toBe(
      'On: when a charge leaves your available AI credit below $15.00, secgate asks Stripe to sell you Credits 100, at most once every hour.',
    );
    await page.screenshot({ path: join(shots, '10-recharge-on.png'), fullPage: true });
  });

  it('starts card verification from the verification page', async () => {
    await page.goto(`${server.url}/console`);
    await goTo(page, 'Verification');
    expect(await page.getByRole('status').textContent()).toBe('Your card is not verified yet.');
    expect(await skipToMain(page)).toBe('link "Start card verification"');
    await page.screenshot({ path: join(shots, '11-verification-start-focused.png') });
    await Promise.all([page.waitForURL((url) => url.href.startsWith(providerUrl)), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('state')).toMatch(/.{20,}/);
    expect(await page.textContent('h1')).toBe('Card provider');
  });

  it('chooses a model, writes a prompt and sends it from the playground, and focus stays in place', async () => {
    await page.goto(`${server.url}/console`);
    await goTo(page, 'Playground');
    expect(await skipToMain(page)).toBe('combobox "Model"');
    expect(await page.inputValue('#model')).toBe('shared-1');
    // An arrow changes a closed select's choice in place, without opening it.
    expect(await press(page, 'ArrowDown')).toBe('combobox "Model"');
    expect(await page.inputValue('#model')).toBe('shared-2');
    expect(await press(page, 'Tab')).toBe('textbox "Prompt"');
    await page.keyboard.type('Review this: eval(input())');
    expect(await press(page, 'Tab')).toBe('button "Send"');
    await page.screenshot({ path: join(shots, '12-send-focused.png') });
    await page.keyboard.press('Enter');

    await expect
      .poll(() => page.textContent('#stream-status'), { timeout: 15_000 })
      .toMatch(/^Done: stop, billing free, receipt [0-9a-f-]{36}, \d+ heartbeats\.$/);
    expect(await page.textContent('#answer')).toContain('No model ran');
    // The button was disabled while the answer streamed; focus comes back to it, not to the page.
    expect(await focused(page)).toBe('button "Send"');
    expect(await press(page, 'Shift+Tab')).toBe('textbox "Prompt"');
    // The turn moved into the conversation; the prompt box is empty for the next one.
    expect(await page.inputValue('#prompt')).toBe('');
    expect(await page.textContent('#conversation')).toContain('Review this: eval(input())');
    await page.screenshot({ path: join(shots, '13-answered.png'), fullPage: true });
  });

  it('signs out from the header, and the console is closed afterwards', async () => {
    await page.goto(`${server.url}/console/playground`);
    expect(await presses(page, 'Tab', HEADER.length)).toEqual(HEADER);
    await Promise.all([page.waitForURL('**/console/sign-in'), page.keyboard.press('Space')]);
    await page.screenshot({ path: join(shots, '14-signed-out.png'), fullPage: true });
    expect((await context.cookies(server.url)).filter((cookie) => cookie.name.startsWith('secgate_'))).toEqual([]);
    await page.goto(`${server.url}/console/tokens`);
    expect(new URL(page.url()).pathname).toBe('/console/sign-in');
    // Signed out, the header has no navigation and no sign-out to tab to.
    expect(await press(page, 'Tab')).toBe('link "Skip to content"');
    expect(await page.getByRole('navigation').count()).toBe(0);
  });
});

describe.runIf(!ready && process.env.CI)('every console form with the keyboard alone under CI', () => {
  it('needs Debian Chromium (.ci/run installs it)', () => {
    throw new Error('No Chromium found: the browser tests must run under CI');
  });
});
