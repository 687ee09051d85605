import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { apiError } from '@secgate/core';
import { REQUEST_ID_HEADER } from '../http/request-id.js';

/**
 * What Node answers itself, before any route, when a request cannot be read (its `clientError`
 * event): headers over the 16 KiB limit get 431 `headers-too-large`, any other request the HTTP
 * parser refuses 400 `invalid-request`, each with the JSON error body and a request id like every
 * other answer, and the connection is closed. Everything else is Node's own behaviour: an answer
 * is written only when no answer on the connection has started (so a kept-alive connection is
 * never corrupted), a timeout gets a bare 408 and any other error a bare 400.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.write(answerTo(error));
  socket.destroy(error);
}

function answerTo(error: Error & { code?: string }): string {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';
  if (!error.code?.startsWith('HPE_')) return 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
  const requestId = randomUUID();
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? apiError('headers-too-large', 'The request headers are larger than 16 KiB.', { requestId })
      : apiError('invalid-request', 'The request could not be read as HTTP/1.1.');
  const body = JSON.stringify(refusal.body);
  const reason = refusal.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return `HTTP/1.1 ${refusal.status} ${reason}\r\ncontent-type: application/json; charset=UTF-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nconnection: close\r\n\r\n${body}`;
}
