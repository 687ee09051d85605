import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeForUsage } from './charge-for-usage.js';
import { holdUpperBound, requestInputBytes } from './hold-upper-bound.js';

const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));
const part = fc.oneof(
  fc.record({ type: fc.constant('text'), text }),
  fc.record({ type: fc.constant('image_url'), image_url: fc.record({ url: text }) }),
  fc.jsonValue(),
);
const content = fc.oneof(text, fc.constant(null), fc.constant(undefined), fc.array(part, { maxLength: 4 }));
const request = fc.record(
  {
    messages: fc.array(fc.record({ content }), { maxLength: 6 }),
    tools: fc.array(fc.jsonValue(), { maxLength: 3 }),
    max_tokens: fc.nat({ max: 1_000_000 }),
  },
  { requiredKeys: ['messages', 'max_tokens'] },
);

// The rule as written, with the platform's UTF-8 encoder.
const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;
const jsonBytes = (value: unknown) => bytesOf(JSON.stringify(value) ?? '');
function referenceInputBytes(req: { messages: readonly { content?: unknown }[]; tools?: readonly unknown[] }): number {
  let total = 0;
  for (const { content } of req.messages) {
    if (typeof content === 'string') total += bytesOf(content);
    else if (Array.isArray(content)) {
      for (const p of content) {
        const textPart = typeof p === 'object' && p !== null && p.type === 'text' && typeof p.text === 'string';
        total += typeof p === 'string' ? bytesOf(p) : textPart ? bytesOf(p.text) : jsonBytes(p);
      }
    } else if (content !== null && content !== undefined) total += jsonBytes(content);
  }
  for (const tool of req.tools ?? []) total += jsonBytes(tool);
  return total;
}

describe('holdUpperBound properties', () => {
  it('counts the UTF-8 bytes of contents and tool definitions as the rule says', () => {
    fc.assert(
      fc.property(request, (req) => {
        expect(requestInputBytes(req)).toBe(referenceInputBytes(req));
      }),
    );
  });

  it('covers every usage with promptTokens <= input bytes and completionTokens <= max_tokens', () => {
    fc.assert(
      fc.property(request, fc.nat(), fc.integer(), fc.nat(), (req, promptSeed, cachedTokens, completionSeed) => {
        const bytes = requestInputBytes(req);
        const usage = {
          promptTokens: promptSeed % (bytes + 1),
          cachedTokens, // any value at all: it is clamped to [0, promptTokens]
          completionTokens: completionSeed % (req.max_tokens + 1),
        };
        expect(chargeForUsage(usage)).toBeLessThanOrEqual(holdUpperBound(req));
      }),
    );
  });

  it('is reached exactly by the worst usage', () => {
    fc.assert(
      fc.property(request, (req) => {
        const worst = { promptTokens: requestInputBytes(req), cachedTokens: 0, completionTokens: req.max_tokens };
        expect(chargeForUsage(worst)).toBe(holdUpperBound(req));
      }),
    );
  });
});
