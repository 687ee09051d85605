import type { RespondAnswer } from '@secgate/calculators';
import { notesSection, section } from './format-pretty.js';

export function formatRespond(answer: RespondAnswer): string {
  const { incident, triage } = answer;
  const head = `Incident ${incident.id} (${incident.category}), aware at ${incident.awareAt}\n  Priority ${triage.priority}${
    triage.factors.length ? `: ${triage.factors.join(', ')}` : ''
  }\n\n`;
  const notifications = answer.notifications.map(
    (n) => `${n.regime} ${n.stage}: ${n.deadline ?? 'no fixed deadline'} (${n.basis})${n.note ? `\n    ${n.note}` : ''}`,
  );
  const playbook = answer.playbook.map((step) => `${step.subcategory} ${step.title}: ${step.actions[0] ?? ''}`);
  return `${head}${section('Notification deadlines', notifications.length ? notifications : ['none required by the regimes computed'])}${section(
    'Playbook (first action of each step)',
    playbook,
  )}${notesSection(answer.notes)}`;
}
