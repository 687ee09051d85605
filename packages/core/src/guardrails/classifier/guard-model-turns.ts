import type { ChatMessage } from '../../requests/message-schema.js';
import { contentTexts } from '../../requests/message-text.js';
import type { FunctionTool } from '../../requests/tool-schema.js';
import type { AnswerText } from '../check-answer.js';
import { answerText } from '../check-answer.js';

/** One turn as Llama Guard's chat template takes it: user and assistant, alternating, user first. */
export interface GuardTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The conversation a Llama Guard model classifies (docs/guardrails.md#guard-models). Its template
 * takes only user and assistant turns, alternating, so: system and developer turns, tool results
 * and the tool descriptions are passed as user turns, each labelled ("[system]", "[tool result]",
 * "[tools offered]"), since they are what the model will be told; an assistant turn carries its
 * text and its tool calls; turns of the same side in a row are joined; a conversation that begins
 * with the assistant gets a user turn saying so. With `answer`, the model's answer is the last
 * assistant turn, which Llama Guard then classifies as the agent's response.
 */
export function guardModelTurns(
  request: { messages: readonly Pick<ChatMessage, 'role' | 'content' | 'tool_calls'>[]; tools?: readonly FunctionTool[] | undefined },
  answer?: AnswerText,
): GuardTurn[] {
  const turns: GuardTurn[] = [];
  const push = (role: GuardTurn['role'], content: string) => {
    if (content === '') return;
    const last = turns.at(-1);
    if (last?.role === role) last.content += `\n\n${content}`;
    else turns.push({ role, content });
  };
  const tools = (request.tools ?? []).map((tool) => `${tool.function.name}: ${tool.function.description ?? ''}`.trim());
  if (tools.length > 0) push('user', `[tools offered]\n${tools.join('\n')}`);
  for (const message of request.messages) {
    const text = contentTexts(message.content).join('\n');
    if (message.role === 'assistant') push('assistant', answerText({ content: text === '' ? null : text, toolCalls: message.tool_calls ?? [] }));
    else if (message.role === 'user') push('user', text);
    else push('user', `[${message.role === 'tool' ? 'tool result' : message.role}]\n${text}`);
  }
  if (answer) push('assistant', answerText(answer));
  if (turns[0]?.role === 'assistant') turns.unshift({ role: 'user', content: '[the conversation begins with the assistant]' });
  return turns;
}
