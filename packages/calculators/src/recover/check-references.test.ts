import { describe, expect, it } from 'vitest';
import { checkReferences } from './check-references.js';

const a = (id: string, dependsOn: string[] = []) => ({ id, dependsOn });

describe('checkReferences', () => {
  it('accepts unique ids and known references, including ones written later', () => {
    expect(checkReferences([a('web', ['app']), a('app', ['db']), a('db')])).toBeUndefined();
  });

  it('reports a repeated id at its later occurrence', () => {
    expect(checkReferences([a('db'), a('web'), a('db')])).toMatchObject({
      code: 'invalid-input',
      field: 'assets[2].id',
      reason: 'duplicate',
      message: expect.stringContaining('"db"'),
    });
  });

  it('reports a dependency that names no asset', () => {
    expect(checkReferences([a('web', ['app', 'dbx']), a('app')])).toMatchObject({
      field: 'assets[0].dependsOn[1]',
      reason: 'unknown-reference',
      message: expect.stringContaining('"dbx"'),
    });
  });

  it('reports a dependency listed twice at the repeat', () => {
    expect(checkReferences([a('web', ['app', 'db', 'app']), a('app'), a('db')])).toMatchObject({
      field: 'assets[0].dependsOn[2]',
      reason: 'duplicate',
    });
  });

  it('does not treat a self-dependency as invalid input: it is a cycle', () => {
    expect(checkReferences([a('db', ['db'])])).toBeUndefined();
  });

  it('reports the first failure in document order', () => {
    expect(checkReferences([a('web', ['nope']), a('web')])).toMatchObject({ field: 'assets[0].dependsOn[0]' });
    expect(checkReferences([a('web'), a('web', ['nope'])])).toMatchObject({ field: 'assets[1].id', reason: 'duplicate' });
  });

  it('follows the written key order within an asset', () => {
    const assets = [a('web'), a('web', ['nope'])];
    expect(checkReferences(assets, [{ id: 'web' }, { dependsOn: ['nope'], id: 'web' }])).toMatchObject({
      field: 'assets[1].dependsOn[0]',
      reason: 'unknown-reference',
    });
    expect(checkReferences(assets, [{ id: 'web' }, { id: 'web', dependsOn: ['nope'] }])).toMatchObject({ field: 'assets[1].id' });
  });
});
