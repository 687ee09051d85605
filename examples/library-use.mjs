// Using the calculators as a library from another Node app:
//   npm install @secgate/calculators   (here: the workspace, after `npm run build`)
//   node examples/library-use.mjs
import { readFile } from 'node:fs/promises';
import { recover, respond } from '@secgate/calculators';

const estate = JSON.parse(await readFile(new URL('./recover.json', import.meta.url), 'utf8'));
const plan = recover(estate);
if (!plan.ok) {
  // A typed error: {code: 'invalid-input', field, reason} or {code: 'dependency-cycle', assets}.
  console.error(plan.error);
  process.exit(1);
}
for (const { wave, assets } of plan.value.waves) console.log(`restore wave ${wave}: ${assets.join(', ')}`);

const breach = respond({
  incident: {
    id: 'INC-2025-0612',
    category: 'data-breach',
    awareAt: '2025-06-05T16:30:00Z',
    ongoing: false,
    criticalSystemAffected: false,
    personalData: { records: 12000 },
    jurisdictions: ['jp', 'eu'],
    nis2Entity: false,
    significant: false,
  },
});
if (breach.ok) {
  for (const n of breach.value.notifications) console.log(`${n.regime} ${n.stage}: ${n.deadline ?? 'without undue delay'}`);
}

// Invalid input never throws: it comes back as a typed error naming the field.
const typo = respond({ incident: { awarAt: '2025-06-05T16:30:00Z' } });
if (!typo.ok) console.log(`rejected: ${typo.error.field} (${typo.error.reason})`);
