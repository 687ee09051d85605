import { CALCULATORS, type CalculatorName } from '@secgate/calculators';

export const MAIN_USAGE = `secgate: security-research gateway and deterministic security calculators

Usage:
  secgate govern  [FILE|-] [--pretty]   GRC: NIST CSF 2.0 GOVERN profile gaps, risk register, supplier reviews
  secgate respond [FILE|-] [--pretty]   IR: triage, RESPOND playbook, statutory notification deadlines
  secgate recover [FILE|-] [--pretty]   DR: restore waves in dependency order and backup checks
  secgate example govern|respond|recover
                                       print the worked example input of a calculator

  secgate serve [--port N] [--host H] [--db URL] [--config FILE] [--demo]
                                       run the API (--demo: offline origin and a demo token)
  secgate migrate [--db URL]           apply the database migrations
  secgate check [--db URL] [--config FILE] [--demo]
                                       check the configuration, store, knowledge and origins, without serving
  secgate admin principal|token|grant ...
                                       operator commands (secgate admin --help)
  secgate knowledge update|import FILE|status [--dir D]
                                       manage the ATT&CK bundles of the knowledge index (secgate knowledge --help)
  secgate vm import-feed FILE [--db URL]
                                       import an NVD, CISA KEV or FIRST EPSS feed into the VM ledger (secgate vm --help)
  secgate --help | --version

Input is JSON from FILE, or from standard input when FILE is '-' or absent.
Exit codes: 0 an answer, 1 invalid input (the error body is printed), 2 a usage error.
The calculators work offline: no database, no network.
`;

const SUMMARIES: Record<CalculatorName, string> = {
  govern: 'GRC (NIST CSF 2.0 GOVERN): profile gaps by category, a scored risk register checked against the risk appetite, supplier assessment findings.',
  respond: 'IR (NIST CSF 2.0 RESPOND): triage priority, a category-specific playbook, GDPR / NIS2 / APPI notification deadlines.',
  recover: 'DR (NIST CSF 2.0 RECOVER): restore waves in dependency order, RPO / restore-test / offsite / immutable / RTO-order checks.',
};

export function calculatorUsage(name: CalculatorName): string {
  return `secgate ${name} [FILE|-] [--pretty]

${SUMMARIES[name]}

Reads the input JSON from FILE, or from standard input when FILE is '-' or absent, and prints
the answer as JSON; --pretty prints a readable summary instead.
Try it:  secgate example ${name} | secgate ${name} --pretty
Exit codes: 0 an answer, 1 invalid input (the error body is printed), 2 a usage error.
`;
}

export const EXAMPLE_USAGE = `secgate example ${Object.keys(CALCULATORS).join('|')}

Prints the worked example input of a calculator as JSON, ready to edit or to pipe:
  secgate example recover | secgate recover --pretty
`;
