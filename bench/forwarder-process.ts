// The floor of a gateway hop on this machine: the same HTTP server (Hono on @hono/node-server) and
// the same upstream module (the openai client over the node:http transport) as secgate, and
// nothing else: no authentication, admission, job or store. Prints its URL, serves until killed.
import { serve } from '@hono/node-server';
import { createOpenAIUpstreams, silentLogger } from '@secgate/http-adapter';
import { DEFAULT_SERVICE_CONFIG } from '../packages/cli/src/config/service-config-defaults.js';
import { systemClock } from '@secgate/store';
import { Hono } from 'hono';

const baseURL = process.env.BENCH_UPSTREAM_URL ?? '';
const config = { ...DEFAULT_SERVICE_CONFIG, routes: { shared: { baseURL }, dedicated: {} }, probe: { ...DEFAULT_SERVICE_CONFIG.probe, enabled: false } };
const upstreams = createOpenAIUpstreams({ config, clock: systemClock, logger: silentLogger, env: {} });
const app = new Hono();
app.post('/v1/chat/completions', async (c) => {
  const body = await c.req.json();
  const model = config.models.find((candidate) => candidate.id === body.model);
  if (!model) return c.json({ error: { code: 'model-not-found' } }, 404);
  const answer = await upstreams.complete(model, { ...body, task: 'code-review', scopeId: 'owned' });
  return c.json({
    id: 'chatcmpl-forwarded',
    object: 'chat.completion',
    model: answer.model,
    choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: answer.finishReason }],
  });
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.stdout.write(`forwarder http://127.0.0.1:${info.port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
