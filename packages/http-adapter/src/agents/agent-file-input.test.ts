import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './agent-file-input.js';

describe('absoluteUrl', () => {
  it('joins the origin and a path, with an optional query', () => {
    expect(absoluteUrl('https://gw.example.com', '/mcp')).toBe('https://gw.example.com/mcp');
    expect(absoluteUrl('http://127.0.0.1:8080', '/.well-known/mcp.json')).toBe('http://127.0.0.1:8080/.well-known/mcp.json');
    expect(absoluteUrl('http://[::1]:9', '/v1/knowledge/search', 'q=x')).toBe('http://[::1]:9/v1/knowledge/search?q=x');
  });
});
