import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cweCatalogInfo, parseCweDictionary, type KnowledgeCorpus } from '@secgate/core';

const require = createRequire(import.meta.url);

/** How much of the XML catalog to read for its opening tag (which holds the version). */
const CATALOG_HEAD_BYTES = 2048;

/**
 * CWE from cwe-sdk's data files: the weakness dictionary (cwe-dictionary.json) and the release
 * from the first bytes of the XML catalog it was built from (cwe-archive.xml says
 * `Version="4.15"`). The JSON archive holds the same attribute, but is 10 MB to parse for it.
 */
export function loadCweCorpus(): KnowledgeCorpus {
  const dictionary: unknown = JSON.parse(readFileSync(require.resolve('cwe-sdk/raw/cwe-dictionary.json'), 'utf8'));
  const parsed = parseCweDictionary(dictionary, cweCatalogInfo(readCatalogHead()));
  // cwe-sdk is a pinned dependency, not user input: a failure here is a broken install.
  if (!parsed.ok) throw new Error(`cwe-sdk data: ${parsed.error.message}`);
  return parsed.value;
}

function readCatalogHead(): string {
  let fd: number | undefined;
  try {
    fd = openSync(require.resolve('cwe-sdk/raw/cwe-archive.xml'), 'r');
    const buffer = Buffer.alloc(CATALOG_HEAD_BYTES);
    const read = readSync(fd, buffer, 0, CATALOG_HEAD_BYTES, 0);
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    // Without the catalog the version is reported as unknown; the weaknesses are still served.
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
