import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature.js';

/** One recharge request as the stand-in endpoint received it, with its signature checked. */
export interface ReceivedRecharge {
  body: { id: string; type: string; created: number; data: Record<string, unknown> };
  idempotencyKey: string | undefined;
  signatureValid: boolean;
}

export interface TestRechargeEndpoint {
  url: string;
  received: ReceivedRecharge[];
  /** The HTTP status the endpoint answers from now on (202 at first). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/**
 * A payment processor's recharge endpoint as a test starts it on a loopback port (none can run
 * here): it records each request and checks its `Webhook-Signature` under `secret`, as a processor
 * bridge would before charging the saved card. `clockMs` is the endpoint's clock for the signature's
 * freshness (a test clock when the service runs on one).
 */
export async function startRechargeEndpoint(secret: string, clockMs: () => number = Date.now): Promise<TestRechargeEndpoint> {
  const received: ReceivedRecharge[] = [];
  let status = 202;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers[SIGNATURE_HEADER.toLowerCase()];
      const check = verifyWebhookSignature({
        header: typeof signature === 'string' ? signature : undefined,
        rawBody: raw,
        secret,
        nowSeconds: Math.floor(clockMs() / 1000),
        toleranceSeconds: 300,
      });
      const idempotencyKey = req.headers['idempotency-key'];
      received.push({
        body: JSON.parse(raw) as ReceivedRecharge['body'],
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        signatureValid: check.ok,
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recharge`,
    received,
    answerWith: (next) => void (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
