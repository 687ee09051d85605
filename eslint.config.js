// The rules the compiler cannot hold (docs/architecture.md#the-pure-line): core and the
// calculators read no clock, randomness or environment and import no Node module, and each package
// imports only the packages below it (core and calculators < store < http-adapter < cli).
import tseslint from 'typescript-eslint';

const CLOCK_AND_RANDOMNESS = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'The pure packages read no clock: take `now` as an argument.' },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'The pure packages read no clock: `new Date(x)` of a given time is fine, `new Date()` is not.',
  },
  { selector: "CallExpression[callee.name='Date']", message: 'The pure packages read no clock: `Date()` is the current time as text.' },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']",
    message: 'The pure packages use no randomness: take ids as arguments.',
  },
  { selector: 'CallExpression[callee.property.name=/^(getRandomValues|randomUUID)$/]', message: 'The pure packages use no randomness: take ids as arguments.' },
  { selector: "MemberExpression[object.name='process']", message: 'The pure packages read no environment: take configuration as arguments.' },
];

/** Imports a package may not make: Node modules for the pure ones, and every package above it. */
const importsAbove = (packages, message) => ({ group: packages.flatMap((name) => [name, `${name}/*`]), message });

const boundaries = [
  {
    files: ['packages/core/src/**/*.ts', 'packages/calculators/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...CLOCK_AND_RANDOMNESS],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'The pure packages import no Node module: they run on any ES2022 runtime.' },
            importsAbove(['@secgate/store', '@secgate/http-adapter', '@secgate/cli'], 'core and the calculators import only each other.'),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/store/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [importsAbove(['@secgate/http-adapter', '@secgate/cli'], 'The store is below the HTTP adapter and the CLI.')] },
      ],
    },
  },
  {
    files: ['packages/http-adapter/src/**/*.ts', 'packages/http-adapter/src/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsAbove(['@secgate/cli'], 'The HTTP adapter is below the CLI.')] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-artifacts/**'] },
  { files: ['**/*.ts', '**/*.tsx'], languageOptions: { parser: tseslint.parser } },
  ...boundaries,
);
