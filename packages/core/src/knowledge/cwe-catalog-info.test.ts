import { describe, expect, it } from 'vitest';
import { cweCatalogInfo } from './cwe-catalog-info.js';

describe('cweCatalogInfo', () => {
  it('reads version and date from the opening catalog tag', () => {
    const head =
      '<?xml version="1.0" encoding="UTF-8"?><Weakness_Catalog Name="CWE" Version="4.15" Date="2024-07-16" xmlns="http://cwe.mitre.org/cwe-7">\n\t<Weaknesses>';
    expect(cweCatalogInfo(head)).toEqual({ version: '4.15', date: '2024-07-16' });
  });

  it('answers nothing when the tag is absent or cut off', () => {
    expect(cweCatalogInfo('<?xml version="1.0"?><Other Version="1">')).toEqual({});
    expect(cweCatalogInfo('<Weakness_Catalog Name="CWE" Vers')).toEqual({});
  });
});
