// The gateway section's upstream: a bare node:http server answering one pre-serialized chat
// completion, in its own process. On two cores the upstream competes with the gateways for CPU,
// so it must cost as little as possible: no JSON parsing, no per-request state, one write.
// It reads each request body to its end (as a real server does) and answers with BENCH_MODEL,
// the only model the bench requests, so secgate's echo check holds. Prints its base URL, then
// serves until killed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BENCH_MODELS, FIXED_COMPLETION } from './fixed-completion.js';

const completion = Buffer.from(JSON.stringify(FIXED_COMPLETION));
const models = Buffer.from(
  JSON.stringify({ object: 'list', data: BENCH_MODELS.map((id) => ({ id, object: 'model', created: 1_750_000_000, owned_by: 'bench' })) }),
);
const headersOf = (body: Buffer) => ({ 'content-type': 'application/json', 'content-length': body.length });

const server = createServer((req, res) => {
  req.resume();
  req.once('end', () => {
    const body =
      req.method === 'GET' && req.url === '/v1/models' ? models : req.method === 'POST' && req.url === '/v1/chat/completions' ? completion : undefined;
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, headersOf(body)).end(body);
  });
});
// Longer than the clients' idle keep-alive, so no socket is closed under a gateway about to reuse it.
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`upstream http://127.0.0.1:${(server.address() as AddressInfo).port}/v1\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
