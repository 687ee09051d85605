// Preloaded with `node --import` by tests that check what a command loads: appends the URL of
// every module resolved (ESM imports through a resolve hook, CommonJS require calls by wrapping
// the resolver) to the file named by SECGATE_LOADED_LOG, one per line.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

const log = process.env.SECGATE_LOADED_LOG;
if (log) {
  const hook = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (...args) {
    const filename = resolveFilename.apply(this, args);
    appendFileSync(log, `${Module.isBuiltin(filename) ? filename : pathToFileURL(filename).href}\n`);
    return filename;
  };
}
