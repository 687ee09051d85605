/**
 * The console's only script (`/console/assets/console.js`): a copy button for a value shown once.
 * Pages work without it; it is served from this origin, as the pages' CSP requires.
 */
export const CONSOLE_SCRIPT = `document.addEventListener('click', (event) => {
  const button = event.target.closest('button[data-copy]');
  if (!button) return;
  const field = document.getElementById(button.dataset.copy);
  if (!field) return;
  field.select();
  navigator.clipboard.writeText(field.value).then(
    () => { button.textContent = 'Copied'; },
    () => { button.textContent = 'Select and copy'; },
  );
});
`;
