import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { apiError } from '@secgate/core';
import { REQUEST_ID_HEADER } from '../http/request-id.js';

/**
 * What Node answers itself, before any route, when a request cannot be read (its `clientError`
 * event): headers over the 16 KiB limit get 431 `headers-too-large`, any other malformed request
 * 400 `invalid-request`, each with the JSON error body and a request id like every other answer,
 * and the connection is closed. A socket already gone, or one that has started an answer, is only
 * destroyed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? apiError('headers-too-large', 'The request headers are larger than 16 KiB.', { requestId })
      : apiError('invalid-request', 'The request could not be read as HTTP/1.1.');
  const body = JSON.stringify(refusal.body);
  const reason = refusal.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${refusal.status} ${reason}\r\ncontent-type: application/json; charset=UTF-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${requestId}\r\nconnection: close\r\n\r\n${body}`,
  );
}
