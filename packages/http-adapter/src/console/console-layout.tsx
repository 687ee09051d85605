import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { CONSOLE_STYLESHEET_HREF } from './console-stylesheet.js';

export interface LayoutProps {
  title: string;
  /** The signed-in principal, for the header and the sign-out button; absent on the sign-in pages. */
  principalId?: string;
  /** Scripts of this origin the page uses (it works without them). */
  scripts?: readonly string[];
  children: Child;
}

/**
 * Every console page: a skip link, a header with the account and sign-out, one main landmark. The
 * look is the one stylesheet of this origin (console-stylesheet.ts); no page has a script it needs
 * (only the playground streams with one) nor an inline style (the CSP refuses them). The doctype
 * keeps browsers in standards mode: without it, quirks mode lays out tables and heights differently.
 */
export function ConsoleLayout(props: LayoutProps) {
  return (
    <>
      {raw('<!doctype html>')}
      <ConsolePage {...props} />
    </>
  );
}

function ConsolePage(props: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · secgate console`}</title>
        <link rel="stylesheet" href={CONSOLE_STYLESHEET_HREF} />
        {(props.scripts ?? []).map((src) => (
          <script src={src} defer />
        ))}
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header>
          <strong>secgate console</strong>
          {props.principalId === undefined ? null : (
            <nav aria-label="Console">
              <a href="/console">Account</a>
              <a href="/console/tokens">Tokens</a>
              <a href="/console/billing">Billing</a>
              <a href="/console/usage">Usage</a>
              <a href="/console/history">History</a>
              <a href="/console/verification">Verification</a>
              <a href="/console/playground">Playground</a>
              <a href="/console/findings">Findings</a>
            </nav>
          )}
          {props.principalId === undefined ? null : (
            <form method="post" action="/console/sign-out">
              <span>
                Signed in as <code>{props.principalId}</code>{' '}
              </span>
              <button type="submit">Sign out</button>
            </form>
          )}
        </header>
        <main id="main">
          <h1>{props.title}</h1>
          {props.children}
        </main>
      </body>
    </html>
  );
}
