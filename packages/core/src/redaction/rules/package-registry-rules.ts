import { mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/** Package-registry publish tokens (docs/redaction.md#kinds). */
export const PACKAGE_REGISTRY_RULES: readonly SecretRule[] = [
  // `npm_` also starts npm's environment variables (npm_config_cache): require a random body.
  prefixed('npm-token', ['npm_'], '[A-Za-z0-9]{36}', { accept: mixedAfter('npm_') }),
  // A PyPI token is a macaroon whose first bytes encode "pypi.org" (or "test.pypi.org").
  prefixed('pypi-token', ['pypi-AgEIcHlwaS5vcmc', 'pypi-AgENdGVzdC5weXBpLm9yZw'], '[A-Za-z0-9_-]{50,1000}', { urlsafe: true }),
  prefixed('rubygems-api-key', ['rubygems_'], '[a-f0-9]{48}'),
  prefixed('nuget-api-key', ['oy2'], '[a-z0-9]{43}', { accept: mixedAfter('oy2') }),
  prefixed('docker-hub-token', ['dckr_pat_', 'dckr_oat_'], '[A-Za-z0-9_-]{27,64}', { urlsafe: true }),
  prefixed('crates-io-token', ['cio'], '[A-Za-z0-9]{32}', { accept: mixedAfter('cio') }),
];
