/**
 * The console's only script (`/console/assets/console.js`), served from this origin as the pages'
 * CSP requires: the copy button of a token shown once, and the playground: a conversation (system
 * prompt, turns, task, scope, max_tokens) streamed from `POST /v1/chat/completions` with the
 * session (same origin, the cookie goes by itself), each answer with its cost from its receipt.
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
  // The conversation so far, sent again with every prompt (the API keeps no conversation).
  const turns = [];
  const conversation = document.getElementById('conversation');
  const show = (role, text, note) => {
    const item = document.createElement('li');
    const who = document.createElement('strong');
    who.textContent = role === 'user' ? 'You' : 'Model';
    const body = document.createElement('pre');
    body.textContent = text;
    item.append(who, body);
    if (note) {
      const cost = document.createElement('p');
      cost.className = 'turn-cost';
      cost.textContent = note;
      item.append(cost);
    }
    conversation.append(item);
  };
  const usd = (micro) => '$' + (micro / 1e6).toFixed(6);
  // What the answer cost, as its receipt records it (the finish chunk carries the receipt's figures).
  const costOf = (finish) =>
    finish.billing === 'paid'
      ? 'Cost ' + usd(finish.chargedMicroUSD || 0) + ' (' + (finish.chargedMicroUSD || 0) + ' micro-USD' + (finish.usage ? ', ' + finish.usage.prompt_tokens + ' input and ' + finish.usage.completion_tokens + ' output tokens' : '') + '), receipt ' + finish.receiptId
      : 'Free request, receipt ' + finish.receiptId;
  document.getElementById('new-conversation').addEventListener('click', () => {
    turns.length = 0;
    conversation.textContent = '';
    document.getElementById('answer').textContent = '';
    document.getElementById('stream-status').textContent = 'New conversation: nothing sent yet.';
  });

  playground.addEventListener('submit', async (event) => {
    event.preventDefault();
    const status = document.getElementById('stream-status');
    const answer = document.getElementById('answer');
    const button = playground.querySelector('button[type=submit]');
    const prompt = playground.prompt.value;
    const system = playground.system.value.trim();
    const messages = [...(system ? [{ role: 'system', content: system }] : []), ...turns, { role: 'user', content: prompt }];
    const body = { model: playground.model.value, stream: true, messages };
    if (playground.task.value) body.task = playground.task.value;
    if (playground.scopeId.value.trim()) body.scopeId = playground.scopeId.value.trim();
    if (playground.max_tokens.value) body.max_tokens = Number(playground.max_tokens.value);
    answer.textContent = '';
    button.disabled = true;
    let heartbeats = 0;
    let finish = null;
    let content = '';
    status.textContent = 'Sending...';
    try {
      const response = await fetch('/v1/chat/completions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok || !response.body) {
        const refusal = await response.json().catch(() => null);
        status.textContent = 'Refused: ' + response.status + ' ' + (refusal && refusal.error ? refusal.error.code + ': ' + refusal.error.message : '');
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
            if (chunk.error) {
              status.textContent = 'Failed: ' + chunk.error.code + ': ' + chunk.error.message;
              return;
            }
            const choice = chunk.choices && chunk.choices[0];
            // A heartbeat is a chunk with an empty delta, sent while the job runs.
            if (choice && !choice.finish_reason && Object.keys(choice.delta || {}).length === 0) {
              heartbeats += 1;
              status.textContent = 'Waiting for the model... (' + heartbeats + ' heartbeats)';
            }
            if (choice && choice.delta && choice.delta.content) {
              content += choice.delta.content;
              answer.textContent = content;
            }
            if (choice && choice.finish_reason) finish = chunk;
          }
        }
      }
      if (!finish) {
        status.textContent = 'The stream ended without a finish.';
        return;
      }
      status.textContent =
        'Done: ' + finish.choices[0].finish_reason + ', billing ' + finish.billing + (finish.chargedMicroUSD ? ' (' + finish.chargedMicroUSD + ' micro-USD)' : '') + ', receipt ' + finish.receiptId + ', ' + heartbeats + ' heartbeats.';
      // The turn joins the conversation the next prompt carries; the prompt box is left for the next one.
      turns.push({ role: 'user', content: prompt }, { role: 'assistant', content });
      show('user', prompt);
      show('assistant', content, costOf(finish));
      playground.prompt.value = '';
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
