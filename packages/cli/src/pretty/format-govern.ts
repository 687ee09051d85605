import type { GovernAnswer } from '@secgate/calculators';
import { notesSection, section } from './format-pretty.js';

export function formatGovern(answer: GovernAnswer): string {
  let out = 'Governance review (GOVERN)\n\n';
  if (answer.profile) {
    const { coverage, gaps } = answer.profile;
    const open = gaps.filter((g) => g.gap > 0).map((g) => `${g.subcategory}: tier ${g.current} -> ${g.target} (gap ${g.gap})`);
    out += section(`Profile: ${coverage.assessed}/${coverage.total} subcategories assessed`, open.length ? open : ['no gaps']);
  }
  if (answer.risks) {
    const { summary, register, appetite } = answer.risks;
    const rows = register.map(
      (r) => `${r.id}: score ${r.score} ${r.level}, ${r.treatment}${r.findings.length ? ` [${r.findings.map((f) => f.code).join(', ')}]` : ''}`,
    );
    out += section(
      `Risks: ${summary.total} (critical ${summary.critical}, high ${summary.high}, medium ${summary.medium}, low ${summary.low}); appetite ${appetite}, over it ${summary.overAppetite}`,
      rows,
    );
  }
  if (answer.suppliers) {
    const rows = answer.suppliers.assessments.map(
      (s) => `${s.id} (${s.criticality}, ${s.dataAccess}): ${s.findings.length ? s.findings.map((f) => f.code).join(', ') : 'ok'}`,
    );
    out += section(`Suppliers as of ${answer.suppliers.asOf}`, rows);
  }
  return out + notesSection(answer.notes);
}
