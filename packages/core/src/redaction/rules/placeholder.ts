/**
 * Values that stand for a secret without being one: templates, variables, masks and the usual
 * filler words of documentation. They are never masked (docs/redaction.md#left-alone), so a
 * README or a CI file keeps its meaning. `changeme` counts as a placeholder: it is the documented
 * default of many templates, and masking it hides nothing.
 */
const TEMPLATE = /^(?:<[^>]*>|\$\{[^}]*\}|\$\{\{.*\}\}|\{\{.*\}\}|\$[A-Za-z_][A-Za-z0-9_]*|%\([^)]*\)s|%s|\{[A-Za-z_]*\}|@[A-Za-z_]+@|\[REDACTED:[a-z-]+\])$/;
const FILLER_WORDS = new Set([
  'changeme',
  'change_me',
  'change-me',
  'changeit',
  'replace_me',
  'replaceme',
  'replace-me',
  'example',
  'examples',
  'sample',
  'dummy',
  'placeholder',
  'redacted',
  'secret',
  'password',
  'passwd',
  'token',
  'apikey',
  'api_key',
  'key',
  'null',
  'none',
  'nil',
  'undefined',
  'true',
  'false',
  'todo',
  'tbd',
  'fixme',
  'foo',
  'bar',
  'foobar',
  'test',
  'testing',
  'string',
  'value',
  'empty',
  'default',
  'hidden',
  'masked',
  'required',
  'optional',
  'xxx',
  'yyy',
]);
const FILLER_PARTS =
  /^(?:your|my|insert|enter|replace|put|add|fill|paste)[_ -]|[_ -](?:here|goes[_ -]here)$|^(?:example|sample|dummy|fake|test)[_-]|[_-](?:example|placeholder)$/i;

/** A word of documentation (`your`, `API`, `Token`), not a run of random characters (`3pqSrBk`). */
const WORD = /^(?:[A-Za-z][a-z]{0,15}|[A-Z]{1,16})$/;

/**
 * `your_api_key_here`, `my-token`: a filler prefix or suffix counts only on words. A random value
 * that happens to start with `my-` (`my-3pqSrBkJTBnGef…`) is a secret like any other.
 */
function isFillerPhrase(v: string): boolean {
  return FILLER_PARTS.test(v) && v.split(/[_ -]+/).every((part) => part === '' || WORD.test(part));
}

export function isPlaceholder(value: string): boolean {
  const v = value.trim();
  if (v.length === 0) return true;
  if (TEMPLATE.test(v)) return true;
  const lower = v.toLowerCase();
  if (FILLER_WORDS.has(lower)) return true;
  if (isFillerPhrase(v)) return true;
  // Masks and ellipses: `****`, `xxxx-xxxx`, `sk-...`, `abc…`.
  if (/^[*xX#•.\s_-]{3,}$/.test(v) || /\.\.\.|…/.test(v)) return true;
  if (/(?:x{4,}|X{4,}|\*{3,}|0{8,})/.test(v)) return true;
  // One character repeated (`aaaaaaaa`) is a filler, not a secret.
  if (/^(.)\1+$/.test(v)) return true;
  return false;
}
