import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.js';
import { DatabaseFailure } from './database-failure.js';
import { describeFailure } from './describe-failure.js';

/** An error as Node or pg makes it: a message and the fields failures are recognised by. */
const failure = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
const pg = (code: string, message: string) => failure(message, { code, severity: 'FATAL' });
const onPostgres = (error: unknown, url = 'postgres://app:s3cret@db.internal:5433/secgate') => describeFailure(new DatabaseFailure(url, error), 'serve');

describe('describeFailure: PostgreSQL', () => {
  it('names the host, the port and the database, never the password', () => {
    const sentences = [
      onPostgres(failure('connect ECONNREFUSED 10.0.0.5:5433', { code: 'ECONNREFUSED' })),
      onPostgres(pg('28P01', 'password authentication failed for user "app"')),
      onPostgres(pg('3D000', 'database "secgate" does not exist')),
    ];
    expect(sentences).toEqual([
      "Cannot connect to PostgreSQL at db.internal:5433 (database 'secgate'): nothing accepts connections there. Start the server, or correct the host and port in the database URL (--db or SECGATE_DB).",
      "PostgreSQL at db.internal:5433 refused the password of user 'app' (database 'secgate'). Correct the password in the database URL (--db or SECGATE_DB).",
      "PostgreSQL at db.internal:5433 has no database 'secgate'. Create it (createdb -h db.internal -p 5433 secgate) or correct the database name in the database URL (--db or SECGATE_DB).",
    ]);
    for (const sentence of sentences) expect(sentence).not.toContain('s3cret');
  });

  it('finds the code of a connection to a name with several addresses (AggregateError)', () => {
    const aggregate = Object.assign(new AggregateError([failure('connect ECONNREFUSED ::1:5432', { code: 'ECONNREFUSED' })], ''), {});
    expect(onPostgres(aggregate, 'postgres://app@localhost/secgate')).toMatch(/^Cannot connect to PostgreSQL at localhost:5432 \(database 'secgate'\)/);
  });

  it('tells the refusals of SQLSTATE 28000 apart: no user, TLS required, any other', () => {
    expect(onPostgres(pg('28000', 'no PostgreSQL user name specified in startup packet'), 'postgres://127.0.0.1/test')).toMatch(
      /^PostgreSQL at 127\.0\.0\.1:5432 refused the login: the database URL names no user .*e\.g\. postgres:\/\/USER:PASSWORD@127\.0\.0\.1:5432\/test\.$/,
    );
    expect(onPostgres(pg('28000', 'no pg_hba.conf entry for host "10.0.0.9", user "app", database "secgate", no encryption'))).toMatch(
      /accepts user 'app' \(database 'secgate'\) only over TLS .*Add \?sslmode=verify-full/,
    );
    expect(onPostgres(pg('28000', 'role "app" does not exist'))).toMatch(
      /refused user 'app' for database 'secgate' \(the server said: role "app" does not exist\)\. Correct the user/,
    );
  });

  it('an untrusted certificate, a name that does not resolve, any other answer of the server', () => {
    expect(onPostgres(failure('self-signed certificate', { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toMatch(
      /presented a TLS certificate this machine does not trust .*sslrootcert/,
    );
    expect(onPostgres(failure('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND' }))).toMatch(/the host name 'db\.internal' does not resolve/);
    expect(onPostgres(pg('XX000', 'something odd'))).toBe(
      "PostgreSQL at db.internal:5433 (database 'secgate') answered an error: something odd (SQLSTATE XX000). Run again with SECGATE_DEBUG=1 for the stack.",
    );
  });

  it('an unsupported URL, its password hidden; a file: URL without a directory', () => {
    expect(describeFailure(new DatabaseFailure('mysql://app:pw@host/db', new Error('Unsupported database URL')), 'migrate')).toBe(
      "The database URL 'mysql://app:***@host/db' is not supported. Use memory:, file:<dir> or postgres://USER:PASSWORD@HOST:PORT/DATABASE in --db (or SECGATE_DB).",
    );
    expect(describeFailure(new DatabaseFailure('file:', new Error('names no directory')), 'migrate')).toMatch(/^The database URL 'file:' names no directory/);
  });
});

describe('describeFailure: the embedded store', () => {
  const onDir = (error: unknown) => describeFailure(new DatabaseFailure('file:/srv/secgate/db', error), 'admin');
  it('a full disk, whether Node (ENOSPC) or PostgreSQL inside PGlite (53100) says so', () => {
    const sentence =
      'The disk that holds the embedded store /srv/secgate/db is full. Free space on it, or move the store to a disk with room (--db file:<dir> or SECGATE_DB), then run the command again.';
    expect(onDir(failure('ENOSPC: no space left on device, write', { code: 'ENOSPC' }))).toBe(sentence);
    expect(onDir(pg('53100', 'could not extend file "base/5/16384": No space left on device'))).toBe(sentence);
  });

  it('a directory this user may not write', () => {
    expect(onDir(failure("EACCES: permission denied, mkdir '/srv/secgate/db'", { code: 'EACCES', path: '/srv/secgate/db' }))).toMatch(
      /^The embedded store \/srv\/secgate\/db cannot be written \(EACCES on \/srv\/secgate\/db\)\. Give this user write access/,
    );
  });

  it('a store another process holds: its own sentence', () => {
    const locked = failure('The store directory /srv/secgate/db is in use by process 4242 on host: stop it first.', { code: 'STORE_LOCKED' });
    expect(onDir(locked)).toBe('The store directory /srv/secgate/db is in use by process 4242 on host: stop it first.');
  });
});

describe('describeFailure: the rest', () => {
  it('a listen error: the address and the port', () => {
    const listen = (code: string, port: number, address = '127.0.0.1') =>
      describeFailure(failure(`listen ${code}`, { code, syscall: 'listen', address, port }), 'serve');
    expect(listen('EADDRINUSE', 8080)).toMatch(/^Cannot listen on 127\.0\.0\.1:8080: another process already uses that port\. .*--port/);
    expect(listen('EACCES', 80, '::')).toMatch(/^Cannot listen on \[::\]:80: this user may not open ports below 1024\. .*CAP_NET_BIND_SERVICE\.$/);
    expect(listen('EACCES', 8080)).toMatch(/^Cannot listen on 127\.0\.0\.1:8080: the operating system does not permit it \(EACCES\)/);
    expect(listen('EADDRNOTAVAIL', 8080, '10.9.9.9')).toMatch(/that address is not one of this machine's\. Correct --host/);
  });

  it('a configuration error: its message is the sentence', () => {
    expect(describeFailure(new ConfigError("Configuration file '/etc/secgate.json': field 'probe' is required."), 'serve')).toBe(
      "Configuration file '/etc/secgate.json': field 'probe' is required.",
    );
  });

  it('an unusable ATT&CK bundle', () => {
    const error = failure('SECGATE_ATTACK_BUNDLE: /x.json: The file is not valid JSON.', {
      code: 'ATTACK_BUNDLE_UNUSABLE',
      path: '/x.json',
      problem: { reason: 'malformed-json', message: 'The file is not valid JSON.' },
    });
    expect(describeFailure(error, 'serve')).toMatch(
      /^The ATT&CK bundle \/x\.json named by SECGATE_ATTACK_BUNDLE cannot be used: the file is not valid JSON\. /,
    );
  });

  it('anything else: one sentence with the command, and how to see the stack', () => {
    expect(describeFailure(new TypeError("Cannot read properties of undefined (reading 'id')\n  more"), 'serve')).toBe(
      "secgate serve failed: Cannot read properties of undefined (reading 'id') more. Run again with SECGATE_DEBUG=1 for the stack.",
    );
    // An error met while the database was open, but not one of the database's: not blamed on it.
    expect(describeFailure(new DatabaseFailure('file:/srv/db', new Error('boom.')), 'admin')).toBe(
      'secgate admin failed: boom. Run again with SECGATE_DEBUG=1 for the stack.',
    );
    expect(describeFailure('a thrown string', '')).toBe('secgate failed: a thrown string. Run again with SECGATE_DEBUG=1 for the stack.');
  });
});
