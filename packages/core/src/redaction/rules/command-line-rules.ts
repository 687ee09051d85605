import { isPlaceholder } from './placeholder.js';
import { mixesCharacterClasses, type SecretRule } from './secret-rule.js';

/** A password given on a command line: not a placeholder, not a variable (`$PW`, `%PW%`), at least four characters. */
const isGivenPassword = (secret: string) => secret.length >= 4 && !isPlaceholder(secret) && !/^[$%]/.test(secret);

/**
 * Passwords handed to common clients on their command line and in their credential files
 * (docs/redaction.md#what-is-replaced); only the password is replaced, the command stays readable.
 * Each is anchored on the tool's own name, so `docker run -p 8080:80` or `ssh -p 2222` are ports.
 */
export const COMMAND_LINE_RULES: readonly SecretRule[] = [
  // mysql and its siblings take the password glued to -p (`-pS3cret`); a lone `-p` prompts for it.
  {
    kind: 'secret-assignment',
    keywords: ['mysql', 'mariadb'],
    regex: /(?:mysql|mariadb)(?:dump|admin|import|show|check|slap)?(?:\.exe)?(?:[ \t][^\n|;&]{0,200}?)?[ \t]-p(?<secret>[^\s"'-][^\s"']{3,255})/dg,
    accept: isGivenPassword,
    tier: 3,
  },
  // sshpass -p, redis-cli -a, mongosh -p, and a registry login's -p / --password.
  {
    kind: 'secret-assignment',
    keywords: ['sshpass', 'redis-cli', 'keydb-cli', 'valkey-cli', 'mongo', 'login'],
    regex:
      /(?:sshpass(?:[ \t]+-[A-Za-z]+)*[ \t]+-p|(?:redis|keydb|valkey)-cli(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-a|--pass)|mongo(?:sh|dump|restore|export|import)?(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-p|--password)|(?:docker|podman|nerdctl|helm(?:[ \t]+registry)?|oras|skopeo|buildah|crane)[ \t]+login(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-p|--password))[ \t=]{1,4}["']?(?<secret>[^\s"']{1,256})/dg,
    accept: isGivenPassword,
    tier: 3,
  },
  // smbclient and rpcclient take `-U user%password`.
  {
    kind: 'secret-assignment',
    keywords: ['smbclient', 'rpcclient'],
    regex: /(?:smbclient|rpcclient)(?:[ \t][^\n|;&]{0,200}?)?[ \t](?:-U|--user)[ \t=]{1,4}["']?[^\s%"']{1,128}%(?<secret>[^\s"']{1,256})/dg,
    accept: isGivenPassword,
    tier: 3,
  },
  // A PostgreSQL password file line (~/.pgpass): host:port:database:user:password.
  {
    kind: 'secret-assignment',
    keywords: ['pgpass', ':5432:', ':5433:', ':*:'],
    regex: /^[^\s:#]{1,253}:(?:\d{1,5}|\*):[^\s:]{1,128}:[^\s:]{1,128}:(?<secret>\S{1,256})$/dgm,
    accept: (secret) => isGivenPassword(secret) && mixesCharacterClasses(secret),
    tier: 3,
  },
  // npm's legacy `_password=` (base64 of the password), often scoped: `//registry.example.com/:_password=`.
  {
    kind: 'secret-assignment',
    keywords: ['_password'],
    regex: /_password[ \t]*=[ \t]*["']?(?<secret>[A-Za-z0-9+/]{4,512}={0,2})/dg,
    accept: isGivenPassword,
    tier: 3,
  },
];
