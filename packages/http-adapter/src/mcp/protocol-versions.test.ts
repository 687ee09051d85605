import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSIONS, negotiateProtocolVersion, unsupportedProtocolVersion } from './protocol-versions.js';

const initialize = (protocolVersion: unknown) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'c', version: '1' } },
});

describe('protocol revisions', () => {
  it('are 2025-03-26 to 2025-11-25, every one of them supported by the SDK', () => {
    expect(MCP_PROTOCOL_VERSIONS).toEqual(['2025-11-25', '2025-06-18', '2025-03-26']);
    for (const version of MCP_PROTOCOL_VERSIONS) expect(SUPPORTED_PROTOCOL_VERSIONS).toContain(version);
  });

  it('an initialize asking for one in range is passed on unchanged', () => {
    const body = initialize('2025-06-18');
    expect(negotiateProtocolVersion(body)).toBe(body);
  });

  it('an initialize asking for another one asks for the latest instead, without touching the input', () => {
    const body = initialize('2024-11-05');
    expect(negotiateProtocolVersion(body)).toMatchObject({ params: { protocolVersion: '2025-11-25', clientInfo: { name: 'c' } } });
    expect(body.params.protocolVersion).toBe('2024-11-05');
    expect(negotiateProtocolVersion([initialize(7)])).toMatchObject([{ params: { protocolVersion: '2025-11-25' } }]);
    const other = { jsonrpc: '2.0', id: 2, method: 'ping' };
    expect(negotiateProtocolVersion(other)).toBe(other);
  });

  it('an MCP-Protocol-Version header outside the range is a 400 JSON-RPC error, except on initialize', async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect(unsupportedProtocolVersion(undefined, list)).toBeNull();
    expect(unsupportedProtocolVersion('2025-03-26', list)).toBeNull();
    expect(unsupportedProtocolVersion('2024-11-05', initialize('2025-11-25'))).toBeNull();
    const refused = unsupportedProtocolVersion('2024-11-05', [list]);
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
  });
});
