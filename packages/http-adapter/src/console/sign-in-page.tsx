import { ConsoleLayout } from './console-layout.js';

export interface SignInPageProps {
  /** Why the last attempt failed, in one sentence for a person. */
  problem?: string;
  /** The configured identity provider's name, when there is one. */
  provider?: string;
  /** Where to go after signing in (a checked path of the service). */
  next?: string;
}

/** The door: the identity provider's button when one is configured, and the one-time links. */
export function SignInPage(props: SignInPageProps) {
  return (
    <ConsoleLayout title="Sign in">
      {props.problem === undefined ? null : (
        <p class="notice" role="alert">
          {props.problem}
        </p>
      )}
      {props.provider === undefined ? null : (
        // A link, not a form: the page's CSP keeps forms to this origin, and this one leaves for the provider.
        <p>
          <a class="button" href={`/console/sign-in/oidc?next=${encodeURIComponent(props.next ?? '/console')}`}>{`Sign in with ${props.provider}`}</a>
        </p>
      )}
      <p>
        {props.provider === undefined ? 'Ask' : 'Or ask'} your operator for a one-time sign-in link (
        <code>secgate admin principal sign-in-link &lt;id&gt;</code>). It works once, for 15 minutes.
      </p>
    </ConsoleLayout>
  );
}

export interface SignInLinkPageProps {
  /** The link's secret, carried into the form so that only a deliberate POST uses it. */
  token: string;
  /** Where to go after signing in (checked again when the form is posted). */
  next: string;
}

/**
 * The page a sign-in link opens. Opening the link signs no one in: mail scanners and link
 * previews fetch URLs, and a GET that used the link would spend it. The person presses the button.
 */
export function SignInLinkPage(props: SignInLinkPageProps) {
  return (
    <ConsoleLayout title="Sign in">
      <form method="post" action="/console/sign-in/link">
        <input type="hidden" name="token" value={props.token} />
        <input type="hidden" name="next" value={props.next} />
        <p>This one-time link signs you in to the secgate console.</p>
        <button type="submit" autofocus>
          Sign in
        </button>
      </form>
    </ConsoleLayout>
  );
}
