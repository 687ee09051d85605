import { DEFAULT_MODELS } from '@secgate/core';
import type { AgentFileInput } from './agent-file-input.js';

/** The default catalog on a public host, with the Blue models and red-1 served. */
export const AGENT_INPUT: AgentFileInput = {
  base: 'https://gw.example.com',
  models: DEFAULT_MODELS,
  isServed: (id) => id.startsWith('shared-') || id === 'red-1',
};
