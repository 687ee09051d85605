import { describe, expect, it } from 'vitest';
import { useTestStore } from '../auth/test-deps.test-support.js';
import { CONSOLE_ORIGIN as ORIGIN, consoleTestApp, signedInBrowser } from './console-test-app.test-support.js';
import { apiFinding, get, post, report, reportFindings, text } from './findings-pages.test-support.js';

/*
 * One finding in the console through the real app on a real store: its evidence (redacted by the
 * store), score and history, and its lifecycle moves as forms, checked by the API's own core
 * functions. A refused move changes nothing and says why; another principal's finding is a 404.
 */
const store = useTestStore();

async function oneFinding() {
  const s = consoleTestApp(store());
  const browser = await signedInBrowser(s);
  const [id] = await reportFindings(s, browser, [
    { ...report('d-1', 'web-1', 'CVE-2021-41773', 'confirmed'), cvss: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H' },
  ]);
  return { s, browser, id: id as string, path: `/console/findings/${id}` };
}

/** The moves the page offers: each form's hidden `to`. */
const offered = (html: string) => [...html.matchAll(/<input type="hidden" name="to" value="([^"]+)"/g)].map((m) => m[1]);

describe('one finding in the console', () => {
  it('shows what it is, its score, its redacted evidence, its sources, and the moves it allows', async () => {
    const { s, browser, path, id } = await oneFinding();
    const res = await get(s, path, browser.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    const page = text(html);
    expect(page).toContain('CVE-2021-41773 on web-1');
    expect(page).toContain('Status detected');
    expect(page).toMatch(/Score 100 of 100 \(confirmed reachability, CVSS exploitability\)/);
    expect(page).toContain('GET /cgi-bin/');
    expect(page).toContain('[REDACTED:');
    expect(html).not.toContain('ghp_');
    expect(page).toContain('dast d-1');
    expect(html).toContain('<time datetime="2026-11-20T09:30:00Z"');
    expect(page).toContain('No move yet');
    expect(offered(html)).toEqual(['in-progress']);
    expect(html).toContain(`action="/console/findings/${id}/transition"`);
    expect(html).not.toMatch(/style="/);
  });

  it('moves it along its lifecycle with the forms: 303 back to it, recorded as the API records it', async () => {
    const { s, browser, path, id } = await oneFinding();
    const moved = await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress', reason: 'patching web-1 tonight' });
    expect(moved.status).toBe(303);
    expect(moved.headers.get('location')).toBe(path);
    s.deps.clock.set(s.deps.clock.now() + 60_000);
    expect((await post(s, `${path}/transition`, browser.cookie, { to: 'verified', reason: 'rescanned: gone' })).status).toBe(303);

    const html = await (await get(s, path, browser.cookie)).text();
    const page = text(html);
    expect(page).toContain('Status verified');
    expect(page).toContain(`detected in-progress ${browser.principalId} patching web-1 tonight`);
    expect(page).toContain(`in-progress verified ${browser.principalId} rescanned: gone`);
    expect(offered(html)).toEqual(['closed', 'in-progress']);
    const api = await apiFinding(s, browser, id);
    expect(api.status).toBe('verified');
    expect(api.history).toMatchObject([
      { from: 'detected', to: 'in-progress', by: browser.principalId, reason: 'patching web-1 tonight' },
      { from: 'in-progress', to: 'verified', by: browser.principalId, reason: 'rescanned: gone' },
    ]);
  });

  it('refuses a move the lifecycle does not allow: a 409 page that says why, and nothing changed', async () => {
    const { s, browser, path, id } = await oneFinding();
    const res = await post(s, `${path}/transition`, browser.cookie, { to: 'closed', reason: 'looks fine' });
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("A finding in 'detected' cannot move to 'closed'; it may move to in-progress. Nothing was changed.");
    expect(text(html)).toContain('Status detected');
    expect(await apiFinding(s, browser, id)).toMatchObject({ status: 'detected', history: [] });
  });

  it('refuses a form the API would refuse (no reason, an unknown state): a 400 page, nothing changed', async () => {
    const { s, browser, path, id } = await oneFinding();
    const empty = await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress', reason: '' });
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain("The field 'reason'");
    const missing = await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress' });
    expect(missing.status).toBe(400);
    expect(text(await missing.text())).toContain("The field 'reason' is required.");
    const unknown = await post(s, `${path}/transition`, browser.cookie, { to: 'fixed', reason: 'done' });
    expect(unknown.status).toBe(400);
    const page = await unknown.text();
    expect(text(page)).toContain("The field 'to' must be one of: detected, in-progress, verified, closed, reopened.");
    expect(offered(page)).toEqual(['in-progress']);
    // What was typed stays in the form it was typed into, to shorten rather than type again.
    const long = await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress', reason: 'w'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(`value="${'w'.repeat(501)}"`);
    expect(await apiFinding(s, browser, id)).toMatchObject({ status: 'detected', history: [] });
  });

  it('answers another principal’s finding, and an id that is none, exactly like a missing one: 404', async () => {
    const { s, browser, path, id } = await oneFinding();
    const other = await signedInBrowser(s);
    for (const target of [path, '/console/findings/fnd_00000000-0000-0000-0000-000000000000', '/console/findings/nonsense']) {
      const res = await get(s, target, other.cookie);
      expect(res.status).toBe(404);
      expect(text(await res.text())).toContain('No such finding exists in your ledger.');
    }
    const move = await post(s, `${path}/transition`, other.cookie, { to: 'in-progress', reason: 'not mine' });
    expect(move.status).toBe(404);
    expect(await apiFinding(s, browser, id)).toMatchObject({ status: 'detected', history: [] });
  });

  it('takes a move only from the console’s own pages, with a session', async () => {
    const { s, browser, path, id } = await oneFinding();
    expect((await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress', reason: 'x' }, 'https://evil.example')).status).toBe(403);
    const anonymous = await s.app.request(`${ORIGIN}${path}/transition`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'to=in-progress&reason=x',
    });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toMatch(/^\/console\/sign-in/);
    const huge = await post(s, `${path}/transition`, browser.cookie, { to: 'in-progress', reason: 'x'.repeat(9_000) });
    expect(huge.status).toBe(413);
    expect(await apiFinding(s, browser, id)).toMatchObject({ status: 'detected', history: [] });
  });
});
