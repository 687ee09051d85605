import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context } from 'hono';

/**
 * How long a connection stays open after an early answer, for the client to read it, before it
 * is closed whatever the client still sends.
 */
export const LINGER_MS = 2_000;

/**
 * Ends the connection after this answer, which is given before the request's body was read
 * whole: the rest of a refused body is not received as another request. Closing a socket the
 * client is still writing to would send it a reset, which can reach it before the answer is read
 * and lose the answer (Node's own HTTP client, writing the whole body first, sees only EPIPE). So,
 * as nginx's lingering close, the server sends its end of the connection after the answer and
 * closes only once the client has closed its end or LINGER_MS has passed.
 */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close');
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (socket) lingerOnClose(socket);
}

/** Replaces the socket's close after the last answer (Node's destroySoon) with a lingering one. */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}
