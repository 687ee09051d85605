import type { CalculatorName, GovernAnswer, RecoverAnswer, RespondAnswer } from '@secgate/calculators';
import { formatGovern } from './format-govern.js';
import { formatRecover } from './format-recover.js';
import { formatRespond } from './format-respond.js';

/** The readable summary `--pretty` prints instead of JSON. */
export function formatPretty(name: CalculatorName, answer: unknown): string {
  switch (name) {
    case 'govern':
      return formatGovern(answer as GovernAnswer);
    case 'respond':
      return formatRespond(answer as RespondAnswer);
    case 'recover':
      return formatRecover(answer as RecoverAnswer);
  }
}

export function section(title: string, lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${title}\n${lines.map((line) => `  ${line}`).join('\n')}\n\n`;
}

export function notesSection(notes: readonly string[]): string {
  return section(
    'Notes',
    notes.map((note) => `- ${note}`),
  );
}
