import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it), or SECGATE_CHROMIUM. */
export const CHROMIUM = process.env.SECGATE_CHROMIUM ?? '/usr/bin/chromium';

/** Where browser tests leave their screenshots (git-ignored): test-artifacts/<suite>/. */
export function artifactDir(suite: string): string {
  const dir = join(fileURLToPath(new URL('../../test-artifacts/', import.meta.url)), suite);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Whether the browser tests can run here. Under CI a missing Chromium is a failure (the tests say
 * so); elsewhere they are skipped with a loud warning, like the PostgreSQL tests.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  if (!process.env.CI) console.warn(`\n*** SKIPPING the browser tests: no Chromium at ${CHROMIUM}.\n*** apt-get install chromium, or set SECGATE_CHROMIUM.\n`);
  return false;
}

/**
 * Headless Chromium as a closed machine needs it: no sandbox (root), no GPU, and none of the
 * background connections to Google's hosts that a network without the internet refuses.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
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
