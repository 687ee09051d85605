import { describe, expect, it } from 'vitest';
import { useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';

/* The playground page: which models a principal is offered, and the script that streams. */
const store = useTestStore();

describe('the playground page', () => {
  it('offers the served Blue models to a principal not eligible for Red, with the streaming script', async () => {
    const s = consoleTestApp(store());
    const { cookie } = await signedInBrowser(s);
    const page = await s.app.request(`${ORIGIN}/console/playground`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const optionsOf = (select: string) =>
      [...(new RegExp(`<select id="${select}"[^>]*>(.*?)</select>`, 's').exec(html)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    [...(/<select id="${select}"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '').matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(optionsOf('model')).toEqual(['shared-1', 'shared-2', 'shared-3', 'shared-4']);
    // Offensive tasks only once eligible for Red; the empty choice leaves the API's default.
    expect(optionsOf('task')).toEqual(['', 'code-review', 'vulnerability-triage', 'remediation']);
    for (const field of ['system', 'scopeId', 'max_tokens', 'new-conversation', 'conversation']) expect(html).toContain(`id="${field}"`);
    expect(html).toContain('<script src="/console/assets/console.js" defer="">');
    expect(html).toContain('<form id="playground">');
    const script = await (await s.app.request(`${ORIGIN}/console/assets/console.js`)).text();
    expect(script).toContain('stream: true');
    // It parses as JavaScript (compiled here, not run): a string escape lost in the template shows.
    expect(() => new Function(script)).not.toThrow();
  });

  it('sends a browser without a session to sign in first', async () => {
    const s = consoleTestApp(store());
    const anonymous = await s.app.request(`${ORIGIN}/console/playground`);
    expect(anonymous.headers.get('location')).toBe('/console/sign-in?next=%2Fconsole%2Fplayground');
  });
});
