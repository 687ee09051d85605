import type { ModelDefinition } from '@secgate/core';
import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';

export interface PlaygroundPageProps {
  principal: PrincipalRecord;
  /** The served models this principal may choose. */
  models: readonly ModelDefinition[];
  /** The research tasks offered (admission still judges each request). */
  tasks: readonly string[];
}

/** The API's output ceiling: the largest max_tokens a request may ask for. */
const MAX_TOKENS_CEILING = 32_768;

/**
 * A conversation sent with the browser session to `POST /v1/chat/completions` with `stream: true`:
 * the console's script keeps the turns, sends them again with each prompt (with the system prompt,
 * task, scope and max_tokens of the settings), and shows the stream as it arrives (heartbeats,
 * content, and the finish chunk's billing, charge and receipt id) and each answer's cost. Same
 * admission, redaction and metering as a token's request.
 */
export function PlaygroundPage({ principal, models, tasks }: PlaygroundPageProps) {
  return (
    <ConsoleLayout title="Playground" principalId={principal.id} scripts={['/console/assets/console.js']}>
      {models.length === 0 ? (
        <p class="notice">No model you may use is served right now.</p>
      ) : (
        <form id="playground">
          <p>
            <label for="model">Model</label>{' '}
            <select id="model" name="model">
              {models.map((model) => (
                <option value={model.id}>{`${model.id} (${model.team} team)`}</option>
              ))}
            </select>
          </p>
          <p>
            <label for="prompt">Prompt</label>
            <br />
            <textarea id="prompt" name="prompt" rows={6} cols={60} required></textarea>
          </p>
          <p>
            <button type="submit">Send</button>{' '}
            <button type="button" id="new-conversation">
              New conversation
            </button>
          </p>
          <details>
            <summary>Settings: system prompt, task, scope, max tokens</summary>
            <p>
              <label for="system">System prompt (optional)</label>
              <br />
              <textarea id="system" name="system" rows={3} cols={60}></textarea>
            </p>
            <p>
              <label for="task">Task</label>{' '}
              <select id="task" name="task">
                <option value="">Default (code-review)</option>
                {tasks.map((task) => (
                  <option value={task}>{task}</option>
                ))}
              </select>
            </p>
            <p>
              <label for="scopeId">Scope</label> <input id="scopeId" name="scopeId" type="text" maxlength={100} placeholder="owned" />
            </p>
            <p>
              <label for="max_tokens">Max tokens (optional)</label>{' '}
              <input id="max_tokens" name="max_tokens" type="number" min={1} max={MAX_TOKENS_CEILING} step={1} inputmode="numeric" />
            </p>
          </details>
        </form>
      )}
      <noscript>
        <p class="notice">The playground streams with a small script; without it, use the API with a token.</p>
      </noscript>
      <h2>Conversation</h2>
      <ol id="conversation" aria-live="polite"></ol>
      <h2>Answer</h2>
      <p id="stream-status" role="status">
        Nothing sent yet.
      </p>
      <pre id="answer"></pre>
    </ConsoleLayout>
  );
}
