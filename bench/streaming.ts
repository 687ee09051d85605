import { median, percentile, round } from './stats.js';

export interface StreamingResult {
  ttfbP50: number;
  ttfbP99: number;
  heartbeatMs: number;
  intervalP50: number;
  intervalP99: number;
  heartbeatsPerStream: number;
}

/**
 * Time to the first SSE byte, and the gaps between heartbeat chunks, over `count` streamed
 * completions against an upstream that takes a while to answer.
 */
export async function measureStreaming(url: string, token: string, count: number, heartbeatMs: number): Promise<StreamingResult> {
  const ttfb: number[] = [];
  const gaps: number[] = [];
  const beats: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'shared-1', stream: true, max_tokens: 16, messages: [{ role: 'user', content: `stream ${i} ${Date.now()}` }] }),
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let last = -1;
    let heartbeats = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const now = performance.now();
      if (ttfb.length === i) ttfb.push(now - started);
      text += decoder.decode(value, { stream: true });
      // Each complete heartbeat event in this read counts at the time it arrived.
      const events = text.split('\n\n');
      text = events.pop() ?? '';
      for (const event of events) {
        if (!event.includes('"delta":{}') || event.includes('"finish_reason":"stop"')) continue;
        if (last >= 0) gaps.push(now - last);
        last = now;
        heartbeats += 1;
      }
    }
    beats.push(heartbeats);
  }
  return {
    ttfbP50: round(percentile(ttfb, 50), 2),
    ttfbP99: round(percentile(ttfb, 99), 2),
    heartbeatMs,
    intervalP50: round(percentile(gaps, 50), 1),
    intervalP99: round(percentile(gaps, 99), 1),
    heartbeatsPerStream: median(beats),
  };
}
