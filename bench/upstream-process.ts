// The tests' local OpenAI-compatible upstream in a process of its own, so the load generator,
// the upstream and the gateway do not share an event loop. Prints its base URL, then serves
// until killed.
import { startFakeOpenAIUpstream } from '../test/support/fake-openai-upstream.js';

const upstream = await startFakeOpenAIUpstream({ models: ['shared-1', 'shared-2', 'shared-3', 'shared-4'] });
const delayMs = Number(process.env.BENCH_UPSTREAM_DELAY_MS ?? 0);
if (delayMs > 0) upstream.respondWith(() => ({ delayMs }));
process.stdout.write(`upstream ${upstream.baseURL}\n`);
process.on('SIGTERM', () => void upstream.close().then(() => process.exit(0)));
