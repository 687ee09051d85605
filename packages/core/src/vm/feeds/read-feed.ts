import type { FeedRead } from './feed-record.js';
import { isRecord } from './feed-values.js';
import { readEpssFeed } from './read-epss-feed.js';
import { readKevFeed } from './read-kev-feed.js';
import { readNvdFeed } from './read-nvd-feed.js';

/**
 * Reads a feed file by its content, whatever its name: NVD's CVE API 2.0 JSON (`"format":
 * "NVD_CVE"`), CISA's KEV catalog JSON (`"catalogVersion"`) or FIRST's EPSS CSV
 * (`#model_version:`). Good rows are kept, bad ones listed with where and why; a file that is
 * none of the three, or whose header is broken, is an error and nothing of it is used.
 */
export function readFeed(text: string): FeedRead | { error: string } {
  const start = text.trimStart();
  if (start.startsWith('#model_version:')) return readEpssFeed(start);
  if (!start.startsWith('{')) return { error: 'Not a feed secgate reads: expected NVD CVE API 2.0 JSON, the CISA KEV catalog JSON or the FIRST EPSS CSV.' };
  let document: unknown;
  try {
    document = JSON.parse(start);
  } catch {
    return { error: 'The file starts like JSON but is not valid JSON.' };
  }
  if (!isRecord(document)) return { error: 'The JSON is not an object.' };
  if (document.format === 'NVD_CVE') return readNvdFeed(document);
  if ('catalogVersion' in document) return readKevFeed(document);
  return { error: 'A JSON file that is neither an NVD CVE API 2.0 answer ("format": "NVD_CVE") nor the CISA KEV catalog ("catalogVersion").' };
}
