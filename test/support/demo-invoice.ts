import { expect } from 'vitest';
import { signWebhook } from '../../packages/http-adapter/src/billing/webhook-signature.js';

/**
 * The payment processor's paid-invoice webhook for the demo principal (`p_demo`), signed with the
 * server's webhook secret: the only way credit arrives. One unit of `sku`; expects 200.
 */
export async function payForDemo(serverUrl: string, secret: string, sku: string): Promise<void> {
  const body = JSON.stringify({ id: `evt_${sku}_${Date.now()}`, type: 'invoice.paid', data: { principalId: 'p_demo', lines: [{ sku, quantity: 1 }] } });
  const signature = signWebhook({ rawBody: body, secret, timestampSeconds: Math.floor(Date.now() / 1000) });
  const answer = await fetch(`${serverUrl}/v1/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-signature': signature },
    body,
  });
  expect(answer.status).toBe(200);
}
