/** The CWE release a data set belongs to. */
export interface CweCatalogInfo {
  version?: string;
  /** The release date, YYYY-MM-DD. */
  date?: string;
}

const CATALOG_TAG = /<Weakness_Catalog\b[^>]*>/;

/**
 * Reads the release from the start of a CWE XML catalog (`<Weakness_Catalog Name="CWE"
 * Version="4.15" Date="2024-07-16" ...>`). The JSON dictionary carries no version, and the opening
 * tag is the cheapest place that does: the caller reads a kilobyte, not the whole 14 MB file.
 */
export function cweCatalogInfo(xmlHead: string): CweCatalogInfo {
  const tag = CATALOG_TAG.exec(xmlHead)?.[0];
  if (!tag) return {};
  const version = /\sVersion="([^"]+)"/.exec(tag)?.[1];
  const date = /\sDate="(\d{4}-\d{2}-\d{2})"/.exec(tag)?.[1];
  return { ...(version ? { version } : {}), ...(date ? { date } : {}) };
}
