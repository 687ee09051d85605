// secgate with the official openai client: a plain answer, a streamed one, and a tool call.
//
//   npx secgate serve --demo              # prints a demo token
//   SECGATE_URL=http://127.0.0.1:8080 SECGATE_TOKEN=sgp_... node examples/openai-client.mjs
//
// The same code works against a gateway with real models behind it.
import OpenAI from 'openai';

const baseURL = `${process.env.SECGATE_URL ?? 'http://127.0.0.1:8080'}/v1`;
const apiKey = process.env.SECGATE_TOKEN;
if (!apiKey) {
  console.error('Set SECGATE_TOKEN to a personal access token (sgp_...): `secgate serve --demo` prints one.');
  process.exit(2);
}
// One call is one metered job: let secgate's re-attach, not client retries, handle resends.
const client = new OpenAI({ baseURL, apiKey, maxRetries: 0 });
const model = process.env.SECGATE_MODEL ?? 'shared-1';

// 1. A synchronous answer. secgate adds billing, receiptId and jobId (and chargedMicroUSD and
//    usage when the request was paid from the balance rather than the free tier).
const answer = await client.chat.completions.create({
  model,
  messages: [{ role: 'user', content: 'Review this C for memory safety: char buf[8]; strcpy(buf, argv[1]);' }],
  max_tokens: 512,
});
console.log(`answer (${answer.billing}, job ${answer.jobId}):\n${answer.choices[0].message.content}\n`);

// 2. Streaming: heartbeats (empty deltas) while the model works, then the content, then a finish
//    chunk carrying billing and receiptId.
const stream = await client.chat.completions.create({
  model,
  stream: true,
  messages: [{ role: 'user', content: 'Triage: user input reaches eval() in a Flask handler.' }],
  task: 'vulnerability-triage',
});
let streamed = '';
for await (const chunk of stream) {
  streamed += chunk.choices[0]?.delta?.content ?? '';
  if (chunk.choices[0]?.finish_reason) console.log(`stream finished: ${chunk.choices[0].finish_reason}, receipt ${chunk.receiptId}`);
}
console.log(`${streamed}\n`);

// 3. Tools pass through to the model; secgate returns tool calls and never runs them.
const withTools = await client.chat.completions.create({
  model,
  messages: [{ role: 'user', content: 'Is CVE-2024-3094 present in my build?' }],
  tools: [
    {
      type: 'function',
      function: {
        name: 'lookup_cve',
        description: 'Look up a CVE in the local advisory database',
        parameters: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      },
    },
  ],
});
const calls = withTools.choices[0].message.tool_calls ?? [];
console.log(calls.length > 0 ? `tool calls to run yourself: ${JSON.stringify(calls)}` : 'the model answered without calling a tool');
