import { CALCULATORS, type CalculatorName } from '@secgate/calculators';
import { type CliIo, EXIT, type ExitCode } from './cli-io.js';
import { formatPretty } from './pretty/format-pretty.js';
import { readInputText } from './read-input.js';

/** `secgate govern|respond|recover [FILE|-] [--pretty]`: one calculation, offline. */
export async function runCalculator(io: CliIo, name: CalculatorName, source: string | undefined, pretty: boolean): Promise<ExitCode> {
  const text = await readInputText(io, source);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    const error = { code: 'invalid-request', message: 'The input is not valid JSON.', reason: 'malformed-json' };
    io.stdout(pretty ? `Invalid input: ${error.message}\n` : `${JSON.stringify({ error }, null, 2)}\n`);
    return EXIT.invalidInput;
  }
  const result = CALCULATORS[name].run(input);
  if (!result.ok) {
    const { error } = result;
    io.stdout(pretty ? `Invalid input: ${error.message}\n` : `${JSON.stringify({ error }, null, 2)}\n`);
    return EXIT.invalidInput;
  }
  io.stdout(pretty ? formatPretty(name, result.value) : `${JSON.stringify(result.value, null, 2)}\n`);
  return EXIT.ok;
}
