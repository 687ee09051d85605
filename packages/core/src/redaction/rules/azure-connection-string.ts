import type { SecretRule } from './secret-rule.js';

/**
 * Azure keys inside connection strings and SAS URLs (docs/redaction.md#what-is-replaced):
 * only the base64 value after `AccountKey=` or `SharedAccessKey=`, the signature after `sig=`, or
 * a key in `az storage account keys list` output is replaced; endpoints and names stay.
 */
export const AZURE_CONNECTION_STRING_RULES: readonly SecretRule[] = [
  {
    kind: 'azure-storage-key',
    keywords: ['accountkey='],
    regex: /AccountKey=(?<secret>[A-Za-z0-9+/]{20,100}={0,2})/dgi,
    tier: 3,
  },
  {
    kind: 'azure-shared-access-key',
    keywords: ['sharedaccesskey='],
    regex: /SharedAccessKey=(?<secret>[A-Za-z0-9+/]{20,100}={0,2})/dgi,
    tier: 3,
  },
  // `az storage account keys list` prints each key as JSON: `"keyName": "key1", ..., "value": "<88 base64>"`.
  {
    kind: 'azure-storage-key',
    keywords: ['"keyname"'],
    regex: /"keyName"[ \t]*:[ \t]*"key[12]"[^{}]{0,200}?"value"[ \t]*:[ \t]*"(?<secret>[A-Za-z0-9+/]{86}==)"/dg,
    tier: 3,
  },
  // The HMAC-SHA256 signature of a SAS: 43 base64 characters plus padding, usually URL-encoded.
  {
    kind: 'azure-sas-token',
    keywords: ['sig='],
    regex: /(?<=[?&;\s])sig=(?<secret>(?:[A-Za-z0-9+/]|%2[BbFf]){30,120}(?:=|%3[Dd]){0,2})/dg,
    tier: 3,
  },
];
