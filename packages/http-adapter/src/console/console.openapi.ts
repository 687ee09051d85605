import * as v from 'valibot';
import type { AnswerDeclaration, OperationDeclaration, ParameterDeclaration } from '../openapi/operation.js';

/*
 * The console's routes for the OpenAPI document (docs/console.md). They answer HTML for a person;
 * their refusals are pages too (with the status), not JSON error bodies.
 */

export const page = v.pipe(v.string(), v.description('An HTML page.'));
export const html = (status: AnswerDeclaration['status'], description: string): AnswerDeclaration => ({
  status,
  description,
  content: { 'text/html': { schema: page } },
});
export const redirect = (description: string): AnswerDeclaration => ({
  status: 303,
  description,
  content: {},
  headers: { Location: { description: 'Where the browser goes next: a path of this service.', schema: v.string() } },
});

const secret = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/), v.description('The one-time secret of the link: 43 base64url characters.'));

const tokenId: ParameterDeclaration = {
  name: 'id',
  in: 'path',
  required: true,
  description: "One of the principal's token ids, as the tokens page lists it.",
  schema: v.string(),
  example: 'tok_3b241101-e2bb-4255-8caf-4136c566a962',
};

export const CONSOLE_OPERATIONS: readonly OperationDeclaration[] = [
  {
    method: 'GET',
    path: '/console',
    operationId: 'getConsoleAccount',
    answers: [html(200, 'The account page.'), redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')],
    errors: [],
  },
  { method: 'GET', path: '/console/sign-in', operationId: 'getSignInPage', answers: [html(200, 'How to sign in.')], errors: [] },
  {
    method: 'GET',
    path: '/console/sign-in/link',
    operationId: 'getSignInLinkPage',
    description: 'Opening the link signs no one in (mail scanners fetch links): the page has a button that posts it.',
    parameters: [
      { name: 'token', in: 'query', required: true, description: 'The secret from `secgate admin principal sign-in-link`.', schema: secret },
      {
        name: 'next',
        in: 'query',
        required: false,
        description: 'A path of this service to open after sign-in; anything else opens /console.',
        schema: v.string(),
      },
    ],
    answers: [html(200, 'A page with one button that uses the link.'), html(400, 'The link is incomplete.')],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/sign-in/link',
    operationId: 'useSignInLink',
    description:
      'Uses the link once (15 minutes after it was made): a fresh session id in the cookie (any session the browser had is revoked), then a ' +
      "redirect to `next` when it is a path of this service. Must come from the service's own origin.",
    requestBody: { schema: v.object({ token: secret, next: v.optional(v.string()) }), readAs: 'form' },
    answers: [
      redirect('Signed in: the session cookie is set.'),
      html(400, 'The link is incomplete.'),
      html(401, 'The link is unknown, used or expired.'),
      html(403, 'The principal is suspended, or the form came from another origin.'),
      html(413, 'The form is over 8 KiB.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/sign-in/oidc',
    operationId: 'startOidcSignIn',
    description:
      'Makes a state, a nonce and a PKCE verifier, keeps the verifier and nonce server-side for 10 minutes under the hash of the state, ' +
      "puts the state in an HttpOnly cookie that binds the flow to this browser, and redirects to the provider's authorization endpoint " +
      '(`response_type=code`, `code_challenge_method=S256`).',
    parameters: [
      {
        name: 'next',
        in: 'query',
        required: false,
        description: 'A path of this service to open after sign-in; anything else opens /console.',
        schema: v.string(),
      },
    ],
    answers: [
      redirect("To the provider's authorization endpoint; without a configured provider, to /console/sign-in."),
      html(503, 'The provider could not be reached.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/sign-in/oidc/callback',
    operationId: 'finishOidcSignIn',
    description:
      "The provider's redirect. The state must be this browser's and a flow's still waiting (each flow finishes once); the code is " +
      "exchanged with the PKCE verifier and the ID token must carry the flow's nonce. A first sign-in creates a principal (Blue team, " +
      'free tier) unless the configuration restricts sign-in to linked identities or to verified emails of listed domains.',
    parameters: [
      { name: 'code', in: 'query', required: false, description: "The provider's authorization code.", schema: v.string() },
      { name: 'state', in: 'query', required: true, description: 'The state of the flow.', schema: v.string() },
    ],
    answers: [
      redirect('Signed in: the session cookie is set; to the `next` of the flow.'),
      html(400, 'Another browser, a changed or spent state, a refusal at the provider, or an answer that failed verification.'),
      html(403, 'The identity may not sign in here, or its principal is suspended.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/tokens',
    operationId: 'getConsoleTokens',
    description:
      "Shows a token just issued once, from the sealed cookie the issuing POST set (opened with the session's id), and clears that cookie in the same answer.",
    answers: [html(200, 'The tokens page.'), redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/tokens',
    operationId: 'issueConsoleToken',
    description:
      'Issues a personal access token to the signed-in principal; only its SHA-256 is kept. The token goes to the page the 303 leads to in a short-lived cookie sealed under a key derived from the session id, never in a URL.',
    requestBody: {
      schema: v.object({
        label: v.optional(v.pipe(v.string(), v.maxLength(64))),
        expiresOn: v.optional(
          v.pipe(v.string(), v.description('Empty, or a UTC day (YYYY-MM-DD) from today to 365 days ahead: the token works through its end.')),
        ),
      }),
      readAs: 'form',
    },
    answers: [
      redirect('Issued: to /console/tokens, which shows it once (or no valid session: to /console/sign-in).'),
      html(400, 'The label is too long or holds control characters, or the expiry is not a day from today to 365 days ahead.'),
      html(403, 'The form came from another origin, or the principal is suspended.'),
      html(413, 'The form is over 8 KiB.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/tokens/{id}/revoke',
    operationId: 'confirmConsoleTokenRevocation',
    description: 'Asks before revoking: a page with the Revoke button (the POST below) and a Cancel link.',
    parameters: [tokenId],
    answers: [
      html(200, 'The confirmation page.'),
      redirect('No valid session: to /console/sign-in.'),
      html(403, 'The principal is suspended.'),
      html(404, 'No live token of this principal has that id.'),
    ],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/tokens/{id}/revoke',
    operationId: 'revokeConsoleToken',
    parameters: [tokenId],
    answers: [
      redirect('Revoked: to /console/tokens (or no valid session: to /console/sign-in).'),
      html(403, 'The form came from another origin, or the principal is suspended.'),
      html(404, 'No live token of this principal has that id.'),
      html(413, 'The form is over 8 KiB.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/verification',
    operationId: 'getConsoleVerification',
    answers: [html(200, 'The verification page.'), redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/verification/start',
    operationId: 'startConsoleVerification',
    description: "A redirect to the provider's URL with a signed state valid 15 minutes; without a provider, back to the verification page.",
    answers: [
      redirect('To the card verification provider (or /console/verification, or /console/sign-in without a session).'),
      html(403, 'The principal is suspended.'),
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/playground',
    operationId: 'getConsolePlayground',
    description:
      'The served models and tasks the principal may choose (Blue models always, Red ones and offensive tasks once its research status is eligible), a conversation with a system prompt, scope and max_tokens, and the stream of `POST /v1/chat/completions` read by the console script, each answer with its cost.',
    answers: [html(200, 'The playground.'), redirect('No valid session: to /console/sign-in.'), html(403, 'The principal is suspended.')],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/assets/console.js',
    operationId: 'getConsoleScript',
    answers: [
      {
        status: 200,
        description: "The copy button of a token shown once, and the playground's conversation.",
        content: { 'text/javascript': { schema: v.pipe(v.string(), v.description('JavaScript.')) } },
      },
    ],
    errors: [],
  },
  {
    method: 'GET',
    path: '/console/assets/console.css',
    operationId: 'getConsoleStylesheet',
    answers: [
      {
        status: 200,
        description: "The console's stylesheet (light and dark). Its URL's `v` query is a hash of its content.",
        content: { 'text/css': { schema: v.pipe(v.string(), v.description('CSS.')) } },
      },
    ],
    errors: [],
  },
  {
    method: 'POST',
    path: '/console/sign-out',
    operationId: 'signOut',
    description: "Revokes the session and clears its cookie. Must come from the service's own origin.",
    answers: [redirect('Signed out: to /console/sign-in.'), html(403, 'The form came from another origin.'), html(413, 'The form is over 8 KiB.')],
    errors: [],
  },
];
