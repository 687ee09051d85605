import { describe, expect, it } from 'vitest';
import { AGENT_INPUT } from './agent-file-input.test-support.js';
import { agentQuickstart } from './agent-quickstart.js';

describe('agentQuickstart', () => {
  const text = agentQuickstart(AGENT_INPUT);

  it('walks from token to answer in numbered steps', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings.map((h) => /^## (\d)\./.exec(h)?.[1])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(text).toContain('account holder');
    expect(text).toContain('svc_research_status');
    expect(text).toContain('svc_research_run');
  });

  it('uses a served Blue model and absolute URLs on this host', () => {
    expect(text).toContain('"model":"shared-1"');
    expect(text).toContain('curl -s https://gw.example.com/v1/models');
    expect(text).toContain('OpenAPI 3.1 document of every HTTP route: https://gw.example.com/openapi.json.');
    expect(text).toContain('"https://gw.example.com/v1/research/job?jobId=$JOB"');
  });
});
