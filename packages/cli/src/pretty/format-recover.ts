import type { RecoverAnswer } from '@secgate/calculators';
import { notesSection, section } from './format-pretty.js';

export function formatRecover(answer: RecoverAnswer): string {
  const waves = answer.waves.map((w) => `Wave ${w.wave}: ${w.assets.join(', ')}`);
  const failing = answer.assets.flatMap((asset) =>
    asset.checks
      .filter((check) => check.status !== 'pass')
      .map((check) => `${asset.id} (${asset.criticality}): ${check.check} ${check.status.toUpperCase()}${detail(check)}`),
  );
  const f = answer.summary.failing;
  const summary = `${answer.summary.assets} assets in ${answer.summary.waves} waves as of ${answer.asOf}; failing: rpo ${f.rpo}, restore-test ${f.restoreTest}, offsite ${f.offsite}, immutable ${f.immutable}, rto-order ${f.rtoOrder}`;
  return `Recovery plan (RECOVER)\n  ${summary}\n\n${section('Restore waves', waves)}${section('Checks not passing', failing)}${notesSection(answer.notes)}`;
}

function detail(check: object): string {
  const figures = Object.entries(check).filter(([key]) => key !== 'check' && key !== 'status');
  if (figures.length === 0) return '';
  return ` (${figures.map(([key, value]) => `${key} ${Array.isArray(value) ? value.join(', ') : String(value)}`).join('; ')})`;
}
