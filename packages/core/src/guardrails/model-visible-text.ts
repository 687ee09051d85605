import type { ChatMessage } from '../requests/message-schema.js';
import { contentTexts } from '../requests/message-text.js';
import { jsonStringLeaves } from '../requests/json-string-leaves.js';
import type { FunctionTool } from '../requests/tool-schema.js';

/** The least of a request that the model reads: its turns and the tools it is offered. */
export interface ModelVisibleRequest {
  messages: readonly Pick<ChatMessage, 'content' | 'refusal' | 'tool_calls'>[];
  tools?: readonly FunctionTool[] | undefined;
}

/** The string leaves of a JSON text (a tool call's arguments), or the text itself when it is not JSON. */
function jsonStrings(text: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [text];
  }
  return jsonStringLeaves(value, false);
}

/** The descriptions in a tool's JSON Schema, at any depth: the model reads them as instructions. */
function schemaDescriptions(schema: unknown, out: string[]): void {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const item = stack.pop();
    if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      for (const [key, value] of Object.entries(item)) {
        if (key === 'description' && typeof value === 'string') out.push(value);
        else stack.push(value);
      }
    }
  }
}

/**
 * Every text of a request that the model will read, one piece a line: each turn's content
 * (system, developer, user, assistant and tool results alike), refusals, the arguments of
 * earlier tool calls, and the descriptions of the tools offered. Guardrails check all of it:
 * a harmful ask in an earlier turn or a tool result reaches the model as surely as the last one.
 */
export function modelVisibleText(request: ModelVisibleRequest): string {
  const pieces: string[] = [];
  for (const message of request.messages) {
    pieces.push(...contentTexts(message.content));
    if (Array.isArray(message.content)) {
      for (const part of message.content) if (part.type === 'refusal') pieces.push(part.refusal);
    }
    if (message.refusal) pieces.push(message.refusal);
    for (const call of message.tool_calls ?? []) pieces.push(...jsonStrings(call.function.arguments));
  }
  for (const tool of request.tools ?? []) {
    if (tool.function.description) pieces.push(tool.function.description);
    schemaDescriptions(tool.function.parameters, pieces);
  }
  return pieces.join('\n');
}
