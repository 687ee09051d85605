import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../redact-secrets.js';
import { filler } from '../secret-samples.test-support.js';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const key = `${filler(86, BASE64, 5)}==`;

describe('Azure connection strings', () => {
  it('replaces only AccountKey; protocol, account name and suffix stay', () => {
    const text = `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${key};EndpointSuffix=core.windows.net`;
    expect(redactSecrets(text)).toEqual({
      text: 'DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=[REDACTED:azure-storage-key];EndpointSuffix=core.windows.net',
      counts: { 'azure-storage-key': 1 },
    });
  });

  it('replaces only SharedAccessKey; endpoint and policy name stay', () => {
    const sak = `${filler(43, BASE64, 6)}=`;
    const text = `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sak}`;
    expect(redactSecrets(text)).toEqual({
      text: 'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=[REDACTED:azure-shared-access-key]',
      counts: { 'azure-shared-access-key': 1 },
    });
  });

  it('replaces only the sig of a SAS URL, URL-encoded or not', () => {
    const sig = `${filler(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 7)}%2Bab%2F%3D`;
    const url = `https://acme.blob.core.windows.net/c/b.txt?sv=2022-11-02&ss=b&srt=o&sp=r&se=2030-01-01&sig=${sig}&spr=https`;
    expect(redactSecrets(url).text).toBe(url.replace(sig, '[REDACTED:azure-sas-token]'));
  });

  it.each([
    'AccountKey=<your-storage-key>',
    'AccountKey=${STORAGE_KEY}',
    'AccountKey=short==',
    'SharedAccessKey=...',
    'https://example.com/?sig=tooShort',
    'config_sig=' + filler(40), // not after ?, &, ; or whitespace
  ])('keeps %s', (text) => {
    expect(redactSecrets(text).text).toBe(text);
  });
});
