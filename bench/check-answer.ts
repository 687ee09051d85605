// Before anything is measured, each side answers one completion and the answer is checked: a
// side that answers errors fast (a wrong header, a refused custom host) must fail the bench,
// not win it.
import { isDeepStrictEqual } from 'node:util';
import { FIXED_COMPLETION } from './fixed-completion.js';
import { completionBody, headersOf, type Target } from './gateway.js';

/**
 * Throws unless `target` answers 200 with the bare upstream's answer text. A relaying side
 * (the upstream itself, Portkey) must pass the upstream's JSON through unchanged; secgate and the
 * forwarder answer with their own id and fields around the same text.
 */
export async function checkAnswer(target: Target, relaysVerbatim: boolean): Promise<void> {
  const response = await fetch(`${target.baseURL}/chat/completions`, { method: 'POST', headers: headersOf(target), body: completionBody() });
  const text = await response.text();
  const fail = (why: string) => new Error(`${target.name} did not answer with the upstream's completion (${why}): ${response.status} ${text.slice(0, 500)}`);
  if (response.status !== 200) throw fail('status');
  let answer: { choices?: { message?: { content?: unknown } }[] };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw fail('not JSON');
  }
  if (relaysVerbatim && !isDeepStrictEqual(answer, FIXED_COMPLETION)) throw fail('not the same JSON');
  if (answer.choices?.[0]?.message?.content !== FIXED_COMPLETION.choices[0].message.content) throw fail('other text');
}
