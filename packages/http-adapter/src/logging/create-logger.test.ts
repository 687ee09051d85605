import { describe, expect, it } from 'vitest';
import { captureLogger } from './capture-logger.test-support.js';
import { createLogger, REDACTED, silentLogger } from './create-logger.js';

describe('createLogger', () => {
  it('writes JSON lines at the chosen level with an ISO time', () => {
    const { logger, lines } = captureLogger('warn');
    logger.info('hidden');
    logger.warn({ route: '/v1/models' }, 'shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'shown', route: '/v1/models', service: 'secgate' });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('redacts every path that could carry a credential', () => {
    const { logger, raw, lines } = captureLogger();
    const secret = 'sgp_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA123456';
    logger.info({
      req: { headers: { authorization: `Bearer ${secret}`, cookie: `s=${secret}`, accept: 'application/json' } },
      headers: { authorization: secret },
      authorization: secret,
      token: secret,
      upstream: { token: secret, apiKey: secret, secret },
      apiKey: secret,
      webhook: { secret },
      password: secret,
    });
    expect(raw.join('')).not.toContain(secret);
    const line = lines[0] as Record<string, any>;
    expect(line.req.headers.authorization).toBe(REDACTED);
    expect(line.req.headers.accept).toBe('application/json');
    expect(line.token).toBe(REDACTED);
    expect(line.upstream.apiKey).toBe(REDACTED);
  });

  it("redacts a database error's statement values, keeping its message", () => {
    const { logger, raw, lines } = captureLogger();
    const prompt = 'a prompt that must not be logged';
    const error = Object.assign(new Error('invalid byte sequence'), { code: '22021', params: [prompt], detail: `Failing row contains (${prompt}).` });
    logger.error({ err: error }, 'unhandled error');
    expect(raw.join('')).not.toContain(prompt);
    expect((lines[0] as Record<string, any>).err).toMatchObject({ message: 'invalid byte sequence', code: '22021', params: REDACTED, detail: REDACTED });
  });

  it('defaults to info and accepts silent', () => {
    expect(createLogger({ destination: { write() {} } }).level).toBe('info');
    expect(createLogger({ level: 'silent', destination: { write() {} } }).level).toBe('silent');
  });

  it('silentLogger writes nothing and does not throw', () => {
    expect(() => silentLogger.error({ err: new Error('x') }, 'nothing')).not.toThrow();
    expect(silentLogger.isLevelEnabled('fatal')).toBe(false);
  });
});

describe('createLogger: secrets in any field or message', () => {
  // Built at run time so the repository holds no literal that looks like a live credential.
  const awsKey = 'AK' + 'IA' + 'Z7QW4RTY8UIO2PLK';
  const githubToken = 'gh' + 'p_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';

  it('masks secrets in nested fields, the message, and an Error logged alone or as err', () => {
    const { logger, raw, lines } = captureLogger();
    logger.warn({ detail: { quoted: `upstream said ${awsKey}` }, list: [githubToken] }, `failed with ${githubToken}`);
    logger.error(new Error(`bad key ${awsKey}`));
    logger.error({ err: Object.assign(new Error(`bad ${githubToken}`), { code: 'E1' }) }, 'unhandled error');
    const text = raw.join('');
    expect(text).not.toContain(awsKey);
    expect(text).not.toContain(githubToken);
    expect(lines[0]).toMatchObject({ msg: 'failed with [REDACTED:github-token]', detail: { quoted: 'upstream said [REDACTED:aws-access-key-id]' } });
    expect(lines[1]).toMatchObject({ msg: 'bad key [REDACTED:aws-access-key-id]', err: { type: 'Error', message: 'bad key [REDACTED:aws-access-key-id]' } });
    expect(lines[2]).toMatchObject({ msg: 'unhandled error', err: { message: 'bad [REDACTED:github-token]', code: 'E1' } });
  });

  it('keeps the request line as it was', () => {
    const { logger, lines } = captureLogger();
    const record = {
      requestId: '6f1c0f4e-7a8b-4c2d-9e0f-123456789abc',
      method: 'POST',
      route: '/v1/chat/completions',
      status: 200,
      durationMs: 1.25,
      principalId: 'p_1',
    };
    logger.info(record, 'request');
    expect(lines[0]).toMatchObject({ ...record, msg: 'request' });
  });
});
