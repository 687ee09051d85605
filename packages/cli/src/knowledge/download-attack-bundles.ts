import type { KnowledgeCorpus, Result } from '@secgate/core';
import { parseAttackBundleText } from '@secgate/http-adapter';

/** MITRE's current bundles, one per domain: `<base>/<domain>/<domain>.json`. */
export const DEFAULT_ATTACK_BASE_URL = 'https://raw.githubusercontent.com/mitre-attack/attack-stix-data/master';
export const ATTACK_DOMAINS = ['enterprise-attack', 'ics-attack', 'mobile-attack'] as const;

/** Generous: the enterprise bundle is about 50 MB. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

// Errors meaning the network is not there, as opposed to a server that answered badly.
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export interface DownloadedBundle {
  domain: string;
  url: string;
  text: string;
  corpus: KnowledgeCorpus;
}

export interface DownloadProblem {
  /** `offline`: nothing answered; `http`: a server answered with an error; `invalid`: the file is not that domain's bundle. */
  kind: 'offline' | 'http' | 'invalid';
  url: string;
  message: string;
}

/** How far one bundle's download has come; `totalBytes` when the server said (and did not compress). */
export interface DownloadProgress {
  domain: string;
  receivedBytes: number;
  totalBytes?: number;
  done: boolean;
}

export interface DownloadOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called when a download starts, after each chunk, and when it has all arrived. */
  onProgress?: (progress: DownloadProgress) => void;
}

export function attackBundleUrl(baseUrl: string, domain: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${domain}/${domain}.json`;
}

/**
 * Downloads and validates the Enterprise, ICS and Mobile bundles. All or nothing: the caller
 * stores them only when every one arrived and parsed as its own domain's ATT&CK bundle, so the
 * stored set never mixes releases.
 */
export async function downloadAttackBundles(options: DownloadOptions = {}): Promise<Result<DownloadedBundle[], DownloadProblem>> {
  const baseUrl = options.baseUrl ?? DEFAULT_ATTACK_BASE_URL;
  const settled = await Promise.all(ATTACK_DOMAINS.map((domain) => downloadOne(domain, attackBundleUrl(baseUrl, domain), options)));
  // An unreachable network is the most useful thing to report, whichever download hit it first.
  const failure = settled.find((r) => !r.ok && r.error.kind === 'offline') ?? settled.find((r) => !r.ok);
  if (failure && !failure.ok) return failure;
  return { ok: true, value: settled.flatMap((r) => (r.ok ? [r.value] : [])) };
}

async function downloadOne(domain: string, url: string, options: DownloadOptions): Promise<Result<DownloadedBundle, DownloadProblem>> {
  const doFetch = options.fetch ?? fetch;
  let text: string;
  try {
    const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? DOWNLOAD_TIMEOUT_MS), redirect: 'follow' });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, error: { kind: 'http', url, message: `${url} answered HTTP ${response.status}.` } };
    }
    text = await readWithProgress(response, domain, options.onProgress);
  } catch (error) {
    if (isUnreachable(error)) return { ok: false, error: { kind: 'offline', url, message: `${new URL(url).host} cannot be reached.` } };
    return { ok: false, error: { kind: 'http', url, message: `Downloading ${url} failed: ${(error as Error).message}.` } };
  }
  const parsed = parseAttackBundleText(text);
  if (!parsed.ok) return { ok: false, error: { kind: 'invalid', url, message: `${url} is not a usable ATT&CK bundle: ${parsed.error.message}` } };
  if (parsed.value.source.id !== domain) {
    return { ok: false, error: { kind: 'invalid', url, message: `${url} holds ${parsed.value.source.id}, not ${domain}.` } };
  }
  return { ok: true, value: { domain, url, text, corpus: parsed.value } };
}

async function readWithProgress(response: Response, domain: string, onProgress: DownloadOptions['onProgress']): Promise<string> {
  if (!onProgress || !response.body) return response.text();
  // A compressed body's content-length counts compressed bytes, not the ones read here.
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  const length = Number(response.headers.get('content-length'));
  const totalBytes = !encoded && Number.isSafeInteger(length) && length > 0 ? length : undefined;
  const report = (receivedBytes: number, done: boolean) => onProgress({ domain, receivedBytes, ...(totalBytes === undefined ? {} : { totalBytes }), done });
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let receivedBytes = 0;
  report(0, false);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    receivedBytes += chunk.byteLength;
    parts.push(decoder.decode(chunk, { stream: true }));
    report(receivedBytes, false);
  }
  parts.push(decoder.decode());
  report(receivedBytes, true);
  return parts.join('');
}

function isUnreachable(error: unknown): boolean {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | undefined)?.cause;
  if (typeof cause?.code === 'string' && UNREACHABLE.has(cause.code)) return true;
  // Happy-eyeballs connects fail with an AggregateError holding one error per address.
  return (cause?.errors ?? []).some((e) => typeof e.code === 'string' && UNREACHABLE.has(e.code));
}
