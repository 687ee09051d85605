import { describe, expect, it } from 'vitest';
import { evaluateGuardrails } from '../evaluate-guardrails.js';
import { abusePrompts, everydayPrompts, HALVES, researchPrompts, type Half } from './read-corpus.test-support.js';
import { formatScores, scoreCategories } from './score-corpus.test-support.js';

const blockedBy = (text: string) =>
  evaluateGuardrails(text)
    .matches.filter((m) => m.action === 'block')
    .map((m) => m.category ?? m.ruleId);

// The goal: at least 90% of the abuse in every blocking category and no research or everyday
// prompt blocked, in both halves (docs/guardrails.md#measured). The tuning half is held to what
// the rules reach on it, above the goal, so a change can only keep or improve them.
const GOAL_RECALL = 0.9;
const FLOOR: Record<Half, { recall: number; researchBlocked: number }> = {
  tuning: { recall: 0.98, researchBlocked: 0 },
  heldout: { recall: GOAL_RECALL, researchBlocked: 0 },
};

// The corpus was written from the policy alone, by authors who never saw the rules; the held-out
// half was frozen before any rule was tuned (docs/guardrails.md#how-the-rules-are-measured).
describe.each(HALVES)('the %s half of the labelled prompts', (half) => {
  const abuse = abusePrompts(half).map((p) => ({ ...p, blockedBy: blockedBy(p.text) }));
  const research = researchPrompts(half).map((p) => ({ ...p, blockedBy: blockedBy(p.text) }));
  const scores = scoreCategories(abuse, research);
  const blockedResearch = research.filter((r) => r.blockedBy.length > 0);

  it('blocks the plain abuse of every blocking category, no less than it did', () => {
    console.log(
      formatScores(
        `Guardrail rules on the ${half} half (${abuse.length} abuse, ${research.length} research prompts, ${blockedResearch.length} research blocked):`,
        scores,
      ),
    );
    const belowGoal = scores.filter((s) => s.recall < GOAL_RECALL).map((s) => s.category);
    if (belowGoal.length > 0) console.log(`  below the ${GOAL_RECALL * 100}% goal: ${belowGoal.join(', ')}`);
    for (const score of scores) expect(score.recall, score.category).toBeGreaterThanOrEqual(FLOOR[half].recall);
    expect(scores.map((s) => s.category).sort()).toEqual([...new Set(abuse.map((a) => a.category))].sort());
  });

  it('blocks no more research prompts than it did', () => {
    expect(blockedResearch.length, blockedResearch.map((r) => `${r.blockedBy.join(',')}: ${r.text}`).join('\n')).toBeLessThanOrEqual(
      FLOOR[half].researchBlocked,
    );
  });

  it('blocks no everyday prompt', () => {
    const blocked = everydayPrompts(half).filter((p) => blockedBy(p.text).length > 0);
    console.log(`Everyday prompts blocked in the ${half} half: ${blocked.length} of ${everydayPrompts(half).length}`);
    expect(blocked.map((p) => `${blockedBy(p.text).join(',')}: ${p.text}`)).toEqual([]);
  });
});
