import type { ModelDefinition } from '@secgate/core';
import type { PrincipalRecord } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';

export interface PlaygroundPageProps {
  principal: PrincipalRecord;
  /** The served models this principal may choose. */
  models: readonly ModelDefinition[];
}

/**
 * A prompt sent with the browser session to `POST /v1/chat/completions` with `stream: true`; the
 * console's script shows the stream as it arrives: heartbeats, content, and the finish chunk's
 * billing and receipt id. Same admission, redaction and metering as a token's request.
 */
export function PlaygroundPage({ principal, models }: PlaygroundPageProps) {
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
          <button type="submit">Send</button>
        </form>
      )}
      <noscript>
        <p class="notice">The playground streams with a small script; without it, use the API with a token.</p>
      </noscript>
      <h2>Answer</h2>
      <p id="stream-status" role="status">
        Nothing sent yet.
      </p>
      <pre id="answer" aria-live="polite"></pre>
    </ConsoleLayout>
  );
}
