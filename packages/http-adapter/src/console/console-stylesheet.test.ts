import { describe, expect, it } from 'vitest';
import { useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';
import { CONSOLE_STYLESHEET, CONSOLE_STYLESHEET_HREF } from './console-stylesheet.js';

/*
 * The console's look: one stylesheet of this origin, linked by every page, and no inline style
 * anywhere (the pages' CSP refuses them, so one would silently not apply).
 */
const store = useTestStore();
const PAGES = ['/console', '/console/tokens', '/console/billing', '/console/verification', '/console/playground'];

describe('the console stylesheet', () => {
  it('is served from this origin, cacheable under its versioned URL, and the only style the CSP allows', async () => {
    const s = consoleTestApp(store());
    const answer = await s.app.request(`${ORIGIN}${CONSOLE_STYLESHEET_HREF}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await answer.text()).toBe(CONSOLE_STYLESHEET);
    const signIn = await s.app.request(`${ORIGIN}/console/sign-in`);
    expect(signIn.headers.get('cache-control')).toBe('no-store');
    expect(signIn.headers.get('content-security-policy')).toContain("style-src 'self';");
    expect(signIn.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });

  it('has light and dark colours, numbers right-aligned, and only table boxes scrolling sideways', () => {
    expect(CONSOLE_STYLESHEET).toContain('@media (prefers-color-scheme: dark)');
    expect(CONSOLE_STYLESHEET).toMatch(/th\.num, td\.num \{[^}]*text-align: right;[^}]*tabular-nums/);
    expect(CONSOLE_STYLESHEET.match(/overflow-x: auto/g)).toHaveLength(1);
    expect(CONSOLE_STYLESHEET).toMatch(/\.table-scroll \{[^}]*overflow-x: auto/);
    // A brace out of place drops every rule after it without a word: count them.
    expect(CONSOLE_STYLESHEET.split('{').length).toBe(CONSOLE_STYLESHEET.split('}').length);
  });

  it('is linked by every page, signed in or not, none of which has an inline style', async () => {
    const s = consoleTestApp(store());
    const { cookie } = await signedInBrowser(s);
    const pages = [await (await s.app.request(`${ORIGIN}/console/sign-in`)).text()];
    for (const path of PAGES) {
      const answer = await s.app.request(`${ORIGIN}${path}`, { headers: { cookie } });
      expect(answer.status, path).toBe(200);
      pages.push(await answer.text());
    }
    for (const html of pages) {
      expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
      expect(html).toContain(`<link rel="stylesheet" href="${CONSOLE_STYLESHEET_HREF}"/>`);
      expect(html).not.toMatch(/\sstyle=|<style/);
    }
  });
});
