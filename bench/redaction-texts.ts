// Realistic prompts for the redaction benchmark (bench/redaction.ts): mixed prose, code and logs,
// lots of research material that looks random but is no secret (hashes, UUIDs, commit ids, CVE
// ids, addresses), and a few fake, well-formed secrets. Deterministic: the same text every run.

const HEX = '0123456789abcdef';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function generator(seed: number) {
  let x = seed >>> 0;
  const next = () => (x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0);
  const text = (n: number, alphabet: string) => {
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[next() % alphabet.length];
    return out;
  };
  const uuid = () => `${text(8, HEX)}-${text(4, HEX)}-4${text(3, HEX)}-a${text(3, HEX)}-${text(12, HEX)}`;
  const pick = <T>(items: readonly T[]): T => items[next() % items.length]!;
  return { next, text, uuid, pick };
}

const PROSE = [
  'The service accepted the crafted header and forwarded it to the internal admin endpoint, which trusted the X-Forwarded-For value.',
  'We reproduced the deserialization issue on the staging cluster; the gadget chain needs commons-collections on the classpath.',
  'After the patch the parser rejects overlong UTF-8 sequences, but the length check still happens after the allocation.',
  'Scope: the ledger API, its two workers and the nightly export job. Out of scope: the marketing site and third-party SaaS.',
  'The attacker pivoted from the build agent to the artifact store using the cached credentials of the CI service account.',
];

const CODE = [
  'def verify(token: str) -> bool:\n    parts = token.split(".")\n    if len(parts) != 3:\n        return False\n    return hmac.compare_digest(sign(parts[0], parts[1]), parts[2])',
  'for (size_t i = 0; i <= len; i++) {\n    buf[i] = src[i];  /* off by one: writes len + 1 bytes */\n}',
  "const rows = await db.query(`SELECT * FROM users WHERE email = '${email}'`); // injectable",
  'func handler(w http.ResponseWriter, r *http.Request) {\n\tpath := filepath.Join(root, r.URL.Query().Get("f"))\n\thttp.ServeFile(w, r, path)\n}',
];

function logLine(g: ReturnType<typeof generator>, i: number): string {
  const ip = `10.${g.next() % 256}.${g.next() % 256}.${g.next() % 256}`;
  const level = g.pick(['INFO', 'WARN', 'ERROR', 'DEBUG']);
  return `2025-06-30T08:${String(i % 60).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}.${g.text(3, '0123456789')}Z ${level} req=${g.uuid()} src=${ip} path=/api/v2/orders/${g.next() % 100000} status=${g.pick([200, 201, 403, 404, 500])} dur=${g.next() % 900}ms`;
}

function researchLine(g: ReturnType<typeof generator>): string {
  return g.pick([
    () => `sha256 ${g.text(64, HEX)}  payload-${g.next() % 1000}.bin`,
    () => `commit ${g.text(40, HEX)} (CVE-20${20 + (g.next() % 6)}-${10000 + (g.next() % 50000)})`,
    () => `job ${g.uuid()} matched T1${String(g.next() % 600).padStart(3, '0')}.00${g.next() % 9} on host ws-${g.next() % 999}`,
    () => `md5 ${g.text(32, HEX)} sha1 ${g.text(40, HEX)}`,
    () => `wallet 0x${g.text(40, HEX)} received ${g.next() % 100} ETH; base64 blob ${g.text(48, BASE62)}==`,
  ])();
}

/** A handful of fake secrets of common shapes (assembled from parts: no literal looks live). */
function secrets(g: ReturnType<typeof generator>): string[] {
  return [
    `aws_access_key_id = ${'AK' + 'IA'}${g.text(16, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567')}\naws_secret_access_key = ${g.text(40, BASE62)}`,
    `GITHUB_TOKEN=${'gh' + 'p_'}${g.text(36, BASE62)}`,
    `DATABASE_URL=postgresql://app:${g.text(20, BASE62)}@db.internal.example:5432/app`,
    `DB_PASSWORD=${g.text(22, BASE62)}`,
    `Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.${g.text(60, BASE62)}.${g.text(43, BASE62)}`,
  ];
}

/**
 * A prompt of exactly `length` characters: blocks of prose, code, log lines and research
 * material, with one fake secret per 16 KiB or so (at least one), spread through the text.
 */
export function realisticPrompt(length: number, seed = 7): { text: string; secretsPlaced: number } {
  const g = generator(seed);
  const pool = secrets(g);
  const wanted = Math.max(1, Math.min(pool.length * 8, Math.round(length / 16_384)));
  const blocks: string[] = [];
  let size = 0;
  let placed = 0;
  for (let i = 0; size < length; i++) {
    const block = [g.pick(PROSE), g.pick(CODE), logLine(g, i), logLine(g, i + 1), researchLine(g), researchLine(g)][i % 6]!;
    blocks.push(block);
    size += block.length + 1;
    // A secret after every (length / wanted) characters, the first one early.
    if (placed < wanted && size >= (placed * length) / wanted + 200) {
      const secret = pool[placed % pool.length]!;
      blocks.push(secret);
      size += secret.length + 1;
      placed++;
    }
  }
  const text = blocks.join('\n').slice(0, length);
  // Count what survived the cut to length: each secret block is one secret, the AWS pair two.
  const secretsPlaced = pool.reduce((n, secret) => n + text.split(secret).length - 1, 0) + (text.split(pool[0]!).length - 1);
  return { text, secretsPlaced };
}
