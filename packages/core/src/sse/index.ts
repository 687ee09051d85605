// SSE and answers: the chat completion chunk encoder and the non-streaming answer (docs/api.md#streaming).
export * from './completion-types.js';
export * from './sse-event.js';
export * from './chat-completion-chunk.js';
export * from './chat-completion-answer.js';
