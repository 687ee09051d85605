import type { CalculatorResult } from './calculator-error.js';
import { governExample } from './govern/govern-example.js';
import { govern } from './govern/govern.js';
import { recoverExample } from './recover/recover-example.js';
import { recover } from './recover/recover.js';
import { respondExample } from './respond/respond-example.js';
import { respond } from './respond/respond.js';

/** The name of a calculator: its CLI command and its `/v1/security/<name>` route. */
export type CalculatorName = 'govern' | 'respond' | 'recover';

/** One calculator as a generic caller (the CLI, the HTTP routes, MCP) runs it. */
export interface Calculator {
  name: CalculatorName;
  /** CSF 2.0 function the calculator implements. */
  csfFunction: 'GOVERN' | 'RESPOND' | 'RECOVER';
  run: (input: unknown) => CalculatorResult<unknown>;
  /** A realistic input whose answer is computed live wherever it is shown. */
  example: unknown;
}

/**
 * The three calculators by name, each with its CSF 2.0 function, its `run` (the calculator itself,
 * input typed `unknown`) and a worked example input.
 *
 * @example
 * import { CALCULATORS } from '@secgate/calculators';
 *
 * const { run, example } = CALCULATORS.recover;
 * run(example).ok;
 * //=> true
 * Object.values(CALCULATORS).map((calculator) => calculator.csfFunction);
 * //=> ['GOVERN', 'RESPOND', 'RECOVER']
 */
export const CALCULATORS: Readonly<Record<CalculatorName, Calculator>> = {
  govern: { name: 'govern', csfFunction: 'GOVERN', run: govern, example: governExample },
  respond: { name: 'respond', csfFunction: 'RESPOND', run: respond, example: respondExample },
  recover: { name: 'recover', csfFunction: 'RECOVER', run: recover, example: recoverExample },
};

/** Whether `name` names one of CALCULATORS. */
export function isCalculatorName(name: string): name is CalculatorName {
  return Object.hasOwn(CALCULATORS, name);
}

/** `{input, response}` with the response computed now from the input, as GET on a calculator answers. */
export function workedExample(name: CalculatorName): { input: unknown; response: unknown } {
  const calculator = CALCULATORS[name];
  const result = calculator.run(calculator.example);
  if (!result.ok) throw new Error(`The worked example of ${name} is invalid: ${result.error.message}`);
  return { input: calculator.example, response: result.value };
}
