import { describe, expect, it } from 'vitest';
import { HISTORY_OUTCOMES, historyOutcome, isHistoryOutcome } from './history-outcome.js';

describe('historyOutcome', () => {
  it('is in-progress while queued or running, whatever else the row holds', () => {
    expect(historyOutcome({ status: 'queued' })).toBe('in-progress');
    expect(historyOutcome({ status: 'running', finishReason: 'stop' })).toBe('in-progress');
  });

  it('is withheld for a success the guardrails kept back, answered for any other success', () => {
    expect(historyOutcome({ status: 'succeeded', finishReason: 'content_filter' })).toBe('withheld');
    expect(historyOutcome({ status: 'succeeded', finishReason: 'stop' })).toBe('answered');
    expect(historyOutcome({ status: 'succeeded', finishReason: 'length' })).toBe('answered');
    expect(historyOutcome({ status: 'succeeded' })).toBe('answered');
  });

  it('is failed for a failed run', () => {
    expect(historyOutcome({ status: 'failed' })).toBe('failed');
  });
});

describe('isHistoryOutcome', () => {
  it('knows exactly the four outcomes', () => {
    expect(HISTORY_OUTCOMES.every(isHistoryOutcome)).toBe(true);
    expect(isHistoryOutcome('succeeded')).toBe(false);
    expect(isHistoryOutcome('')).toBe(false);
  });
});
