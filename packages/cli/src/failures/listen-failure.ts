import { codeOf, fieldsOf } from './error-fields.js';

/** Ports below this need privileges on Linux and macOS (CAP_NET_BIND_SERVICE on Linux). */
const FIRST_UNPRIVILEGED_PORT = 1024;

/**
 * The sentence for a server that could not listen (Node's `listen` errors carry the address and
 * the port), or undefined for any other error.
 */
export function describeListenFailure(error: unknown): string | undefined {
  const { syscall, address, port } = fieldsOf(error);
  if (syscall !== 'listen') return undefined;
  const where = `${typeof address === 'string' && address.includes(':') ? `[${address}]` : String(address ?? '')}:${String(port ?? '')}`;
  const code = codeOf(error);
  switch (code) {
    case 'EADDRINUSE':
      return `Cannot listen on ${where}: another process already uses that port. Stop that process, or choose another port with --port (or SECGATE_PORT).`;
    case 'EACCES':
      return typeof port === 'number' && port > 0 && port < FIRST_UNPRIVILEGED_PORT
        ? `Cannot listen on ${where}: this user may not open ports below ${FIRST_UNPRIVILEGED_PORT}. Use a port from ${FIRST_UNPRIVILEGED_PORT} up with --port (or SECGATE_PORT) behind a reverse proxy, or grant the capability CAP_NET_BIND_SERVICE.`
        : `Cannot listen on ${where}: the operating system does not permit it (EACCES). Choose another port with --port (or SECGATE_PORT).`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${where}: that address is not one of this machine's. Correct --host (or SECGATE_HOST).`;
    default:
      return `Cannot listen on ${where} (${code ?? 'unknown error'}). Check --host and --port (or SECGATE_HOST and SECGATE_PORT).`;
  }
}
