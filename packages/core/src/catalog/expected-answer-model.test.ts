import { describe, expect, it } from 'vitest';
import { checkEcho } from './check-echo.js';
import { DEFAULT_MODELS } from './default-models.js';
import { expectedAnswerModel } from './expected-answer-model.js';

describe('expectedAnswerModel', () => {
  it('is the requested id for shared models and the fixed upstream id for red-1..5', () => {
    expect(DEFAULT_MODELS.map((m) => [m.id, expectedAnswerModel(m)])).toEqual([
      ['shared-1', 'shared-1'],
      ['shared-2', 'shared-2'],
      ['shared-3', 'shared-3'],
      ['shared-4', 'shared-4'],
      ['red-1', 'secgate-red-1'],
      ['red-2', 'secgate-red-2'],
      ['red-3', 'secgate-red-3'],
      ['red-4', 'secgate-red-4'],
      ['red-5', 'secgate-red-5'],
      ['red-6', 'red-6'],
    ]);
  });

  it('always names a model that passes its own echo check', () => {
    for (const model of DEFAULT_MODELS) expect(checkEcho(model.echo, model.id, expectedAnswerModel(model))).toBe(true);
  });
});
