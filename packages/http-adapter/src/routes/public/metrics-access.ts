import { createHash, timingSafeEqual } from 'node:crypto';
import { apiError, type ApiError } from '@secgate/core';
import type { Context } from 'hono';

/** The challenge of a refused scrape: its own realm, so it is not taken for the API's tokens. */
export const METRICS_CHALLENGE = 'Bearer realm="secgate-metrics"';

export type MetricsRefusal = { error: ApiError; headers: Record<string, string> };

/**
 * Who may read `GET /metrics` (see docs/operations.md). With `metrics.token` configured, only a
 * request bearing it, from any address, loopback included: one rule, whatever proxy sits in front.
 * Without a token, only a loopback peer; a request whose peer is unknown (an app served without
 * a Node socket) is refused, so an embedding never exposes the metrics by accident.
 */
export function metricsRefusal(c: Context, token: string | null): MetricsRefusal | undefined {
  if (token !== null) {
    if (bearerMatches(c.req.header('authorization'), token)) return undefined;
    return {
      error: apiError('unauthorized', 'GET /metrics needs the metrics token: Authorization: Bearer <metrics.token>.'),
      headers: { 'WWW-Authenticate': METRICS_CHALLENGE },
    };
  }
  if (isLoopback(peerAddress(c))) return undefined;
  return {
    error: apiError(
      'forbidden',
      'GET /metrics answers loopback clients only: configure metrics.token (SECGATE_METRICS_TOKEN) and scrape with Authorization: Bearer <token>.',
    ),
    headers: {},
  };
}

/** The TCP peer as @hono/node-server hands it over (`env.incoming`); undefined elsewhere. */
export function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: unknown } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return typeof address === 'string' ? address : undefined;
}

/** 127.0.0.0/8, ::1, and the IPv4-mapped form of 127.0.0.0/8. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (/^127(\.\d{1,3}){3}$/.test(v4)) return true;
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

/**
 * `Bearer <token>` (scheme in any case) compared in constant time: both sides are hashed first, so
 * neither the comparison nor a length check says how much of a guess was right.
 */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header === undefined ? undefined : /^Bearer[ \t]+(\S+)$/i.exec(header.trim())?.[1];
  if (sent === undefined) return false;
  return timingSafeEqual(sha256(sent), sha256(token));
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();
