import type { Child } from 'hono/jsx';

/** Plain, readable on a phone, no script and no third-party asset: the console works without JavaScript. */
const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 46rem; padding: 1rem; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; justify-content: space-between; border-bottom: 1px solid #8884; margin-bottom: 1rem; }
nav a { margin-right: 0.75rem; }
a:focus, button:focus, input:focus, select:focus, textarea:focus { outline: 3px solid #36f; outline-offset: 2px; }
button, a.button { font: inherit; padding: 0.4rem 0.9rem; }
a.button { display: inline-block; border: 1px solid currentColor; border-radius: 3px; text-decoration: none; }
.skip { position: absolute; left: -999px; }
.skip:focus { left: 1rem; top: 1rem; background: Canvas; padding: 0.5rem; }
.notice { border-left: 4px solid #c60; padding: 0.25rem 0.75rem; }
table { border-collapse: collapse; margin: 0.5rem 0 1rem; }
caption { text-align: left; font-style: italic; }
th, td { padding: 0.25rem 0.75rem 0.25rem 0; text-align: left; vertical-align: top; }
code { overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

export interface LayoutProps {
  title: string;
  /** The signed-in principal, for the header and the sign-out button; absent on the sign-in pages. */
  principalId?: string;
  /** Scripts of this origin the page uses (it works without them). */
  scripts?: readonly string[];
  children: Child;
}

/** Every console page: a skip link, a header with the account and sign-out, one main landmark. */
export function ConsoleLayout(props: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${props.title} · secgate console`}</title>
        <style>{STYLE}</style>
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
              <a href="/console/verification">Verification</a>
              <a href="/console/playground">Playground</a>
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
