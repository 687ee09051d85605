/**
 * The console's only script (`/console/assets/console.js`), served from this origin as the pages'
 * CSP requires: the copy button of a token shown once, and the playground's stream, read from
 * `POST /v1/chat/completions` with the session (same origin, the cookie goes by itself).
 */
export const CONSOLE_SCRIPT = `document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-copy]');
  if (!button) return;
  const field = document.getElementById(button.dataset.copy);
  if (!field) return;
  // Focus stays on the button, whose new name says it worked: select() moves focus to the field,
  // so only when the person has to copy by hand.
  navigator.clipboard.writeText(field.value).then(
    () => { button.textContent = 'Copied'; },
    () => { field.select(); button.textContent = 'Select and copy'; },
  );
});

const playground = document.getElementById('playground');
if (playground) {
  playground.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = document.getElementById('stream-status');
    const answer = document.getElementById('answer');
    const button = playground.querySelector('button[type=submit]');
    answer.textContent = '';
    button.disabled = true;
    let heartbeats = 0;
    let finish = null;
    status.textContent = 'Sending...';
    try {
      const response = await fetch('/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: playground.model.value, stream: true, messages: [{ role: 'user', content: playground.prompt.value }] }),
      });
      if (!response.ok || !response.body) {
        const body = await response.json().catch(() => null);
        status.textContent = 'Refused: ' + response.status + ' ' + (body && body.error ? body.error.code + ': ' + body.error.message : '');
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        let end;
        while ((end = buffered.indexOf('\\n\\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          for (const line of event.split('\\n')) {
            if (!line.startsWith('data: ')) continue;
            const data = line.slice(6);
            if (data === '[DONE]') continue;
            const chunk = JSON.parse(data);
            const choice = chunk.choices && chunk.choices[0];
            // A heartbeat is a chunk with an empty delta, sent while the job runs.
            if (choice && !choice.finish_reason && Object.keys(choice.delta || {}).length === 0) {
              heartbeats += 1;
              status.textContent = 'Waiting for the model... (' + heartbeats + ' heartbeats)';
            }
            if (choice && choice.delta && choice.delta.content) answer.textContent += choice.delta.content;
            if (choice && choice.finish_reason) finish = chunk;
          }
        }
      }
      status.textContent = finish
        ? 'Done: ' + finish.choices[0].finish_reason + ', billing ' + finish.billing + (finish.chargedMicroUSD ? ' (' + finish.chargedMicroUSD + ' micro-USD)' : '') + ', receipt ' + finish.receiptId + ', ' + heartbeats + ' heartbeats.'
        : 'The stream ended without a finish.';
    } catch (error) {
      status.textContent = 'The stream broke: ' + error.message;
    } finally {
      button.disabled = false;
      // Disabling the focused button dropped focus to the page: give it back where the person was.
      if (document.activeElement === document.body) button.focus();
    }
  });
}
`;
