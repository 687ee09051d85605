import { codeOf, fieldsOf, messageOf } from './error-fields.js';

/** The parts of a postgres:// URL a sentence names; never the password. */
export interface PostgresTarget {
  host: string;
  port: string;
  database: string;
  /** Empty when the URL names none. */
  user: string;
}

export function postgresTarget(url: string): PostgresTarget {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^\[|\]$/g, '') || parsed.searchParams.get('host') || 'localhost';
    const user = decodeURIComponent(parsed.username);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || user;
    return { host, port: parsed.port || '5432', database, user };
  } catch {
    return { host: 'localhost', port: '5432', database: '', user: '' };
  }
}

const FIX_URL = 'the database URL (--db or SECGATE_DB)';

/** Errors of Node's TLS layer when the server's certificate is not trusted. */
const UNTRUSTED_CERTIFICATE = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * The sentence for an error met with the PostgreSQL server at `url`, or undefined when it is not
 * one of the server's or the connection's. Recognised by SQLSTATE and Node's codes; the server's
 * own words are quoted where they say more than the code.
 */
export function describePostgresFailure(error: unknown, url: string): string | undefined {
  const target = postgresTarget(url);
  const at = `PostgreSQL at ${hostPort(target)}`;
  const database = `database '${target.database}'`;
  const said = `(the server said: ${messageOf(error)})`;
  const code = codeOf(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot connect to ${at} (${database}): nothing accepts connections there. Start the server, or correct the host and port in ${FIX_URL}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to ${at} (${database}): the host name '${target.host}' does not resolve. Correct the host in ${FIX_URL}.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `Cannot connect to ${at} (${database}): no answer (${code}). Check the host and port in ${FIX_URL} and any firewall in between.`;
    case 'ECONNRESET':
      return `${at} closed the connection (${database}) before it was ready. Check that the server is healthy and that ${FIX_URL} names it.`;
    case '28P01':
      return `${at} refused the password of user '${target.user}' (${database}). Correct the password in ${FIX_URL}.`;
    case '28000':
      return describeRefusedLogin(error, at, target, said);
    case '3D000':
      return `${at} has no ${database}. Create it (createdb -h ${target.host} -p ${target.port} ${target.database}) or correct the database name in ${FIX_URL}.`;
    case '42501':
      return `${at} does not let user '${target.user}' do what secgate needs in ${database} ${said}. Grant the user the rights to create and change tables there, or use the owner of the database.`;
    case '53100':
      return `${at} is out of disk space (${database}). Free space on the database server, then run the command again.`;
    case '53300':
      return `${at} has no free connection for secgate ${said}. Raise max_connections or stop other clients, then run the command again.`;
    case '57P03':
      return `${at} is starting up or shutting down ${said}. Wait until it accepts connections, then run the command again.`;
  }
  if (code !== undefined && UNTRUSTED_CERTIFICATE.has(code)) {
    return `${at} presented a TLS certificate this machine does not trust (${code}). Give its certificate authority with sslrootcert=<file> in ${FIX_URL}, or install it where Node.js trusts it (NODE_EXTRA_CA_CERTS).`;
  }
  // Any other answer of the server (pg's DatabaseError has a severity and a five-character SQLSTATE).
  if (typeof fieldsOf(error).severity === 'string' && code !== undefined && /^[0-9A-Z]{5}$/.test(code)) {
    return `${at} (${database}) answered an error: ${messageOf(error)} (SQLSTATE ${code}). Run again with SECGATE_DEBUG=1 for the stack.`;
  }
  return undefined;
}

/**
 * SQLSTATE 28000 is every refusal before the password: no user name, a role that does not exist,
 * or no pg_hba.conf line for this connection; one of those lines is the server requiring TLS.
 */
function describeRefusedLogin(error: unknown, at: string, target: PostgresTarget, said: string): string {
  if (target.user === '') {
    return `${at} refused the login: the database URL names no user ${said}. Put one in ${FIX_URL}, e.g. postgres://USER:PASSWORD@${hostPort(target)}/${target.database || 'DATABASE'}.`;
  }
  // The code does not tell "TLS required" apart; pg_hba.conf's own words ("no encryption") do.
  if (/\bno encryption\b/.test(messageOf(error))) {
    return `${at} accepts user '${target.user}' (database '${target.database}') only over TLS ${said}. Add ?sslmode=verify-full to ${FIX_URL}, with sslrootcert=<file> if its certificate is self-signed or from a private authority.`;
  }
  return `${at} refused user '${target.user}' for database '${target.database}' ${said}. Correct the user in ${FIX_URL}, or ask the server's administrator to allow it (pg_hba.conf).`;
}

function hostPort(target: PostgresTarget): string {
  return `${target.host.includes(':') ? `[${target.host}]` : target.host}:${target.port}`;
}
