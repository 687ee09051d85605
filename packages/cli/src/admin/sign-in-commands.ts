import { signInLinkExpiresAt, signInLinkUrl, principalRefusal } from '@secgate/core';
import { hashBrowserSecret, newBrowserSecret } from '@secgate/store';
import { EXIT, UsageError } from '../cli-io.js';
import { parseCommand } from './admin-args.js';
import { noPrincipal, printJson, refuse, type AdminCommand } from './admin-deps.js';

/**
 * `principal sign-in-link <id> [--url ORIGIN]`: a one-time link to the console, valid 15 minutes
 * (docs/console.md#sign-in-links). The URL alone goes to standard output, for scripts; only the
 * SHA-256 of its secret is stored.
 */
export const principalSignInLink: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal sign-in-link', ['id'], { url: { type: 'string' } });
  const [id = ''] = positionals;
  const origin = originOption(values.url ?? deps.consolePublicUrl);
  const principal = await deps.store.getPrincipal(id);
  if (!principal) return noPrincipal(io, id);
  if (principalRefusal(principal)) return refuse(io, `principal '${id}' is suspended: a sign-in link would not sign it in.`);
  const secret = newBrowserSecret();
  const now = deps.clock.now();
  const expiresAt = signInLinkExpiresAt(now);
  await deps.store.createSignInLink({ tokenHash: hashBrowserSecret(secret), principalId: id, now, expiresAt });
  io.stdout(`${signInLinkUrl(origin, secret)}\n`);
  io.stderr(`One use, until ${new Date(expiresAt).toISOString()}.\n`);
  return EXIT.ok;
};

/**
 * `principal link <id> --issuer URL --subject S [--email E]`: lets an identity of an OpenID
 * provider sign in to this principal (docs/console.md#sign-in), e.g. when sign-in is restricted to
 * linked identities. Refused when the identity already signs in another principal.
 */
export const principalLink: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal link', ['id'], {
    issuer: { type: 'string' },
    subject: { type: 'string' },
    email: { type: 'string' },
  });
  const [id = ''] = positionals;
  if (values.issuer === undefined || values.subject === undefined) throw new UsageError('principal link needs --issuer and --subject.');
  const issuer = originOption(values.issuer, true);
  if (values.subject.length === 0 || values.subject.length > 255) throw new UsageError('--subject must be 1 to 255 characters.');
  if (!(await deps.store.getPrincipal(id))) return noPrincipal(io, id);
  const linked = await deps.store.linkIdentity({ issuer, subject: values.subject, principalId: id, email: values.email ?? null, now: deps.clock.now() });
  if (linked === 'taken') return refuse(io, `the identity '${values.subject}' of ${issuer} already signs in another principal.`);
  return printJson(io, { principalId: id, issuer, subject: values.subject, email: values.email ?? null });
};

/** An http(s) URL; for the console, its origin; for an issuer, the URL exactly as the provider names itself. */
function originOption(text: string, keepPath = false): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`'${text}' is not a URL: give an http(s) URL such as https://secgate.example.org.`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError(`'${text}' must be an http(s) URL.`);
  return keepPath ? text : url.origin;
}
