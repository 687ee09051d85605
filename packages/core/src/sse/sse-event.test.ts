import { describe, expect, it } from 'vitest';
import { apiError } from '../errors/api-error.js';
import { DONE_EVENT, errorEvent, sseEvent } from './sse-event.js';

describe('sse events', () => {
  it('writes one data line of JSON and a blank line', () => {
    expect(sseEvent({ a: 'line\nbreak' })).toBe('data: {"a":"line\\nbreak"}\n\n');
    expect(DONE_EVENT).toBe('data: [DONE]\n\n');
  });

  it('writes an error body as its own event', () => {
    const { body } = apiError('inference-failed', 'The upstream failed.', { jobId: 'j', upstreamStatus: 500 });
    const event = errorEvent(body);
    expect(event.endsWith('\n\n')).toBe(true);
    expect(JSON.parse(event.slice('data: '.length))).toEqual({
      error: { jobId: 'j', upstreamStatus: 500, code: 'inference-failed', message: 'The upstream failed.' },
    });
  });
});
