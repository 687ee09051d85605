/** Help text of `secgate knowledge`: the ATT&CK bundles the knowledge index serves beside CWE. */
export const KNOWLEDGE_USAGE = `secgate knowledge <command> [--dir D]

  update [--dir D]                      download MITRE's current Enterprise, ICS and Mobile ATT&CK
                                        bundles, check each, then replace the stored ones
  import <file> [--dir D] [--version V] check an ATT&CK STIX 2.0 or 2.1 bundle from disk and store it
                                        (--version names the release of a 2.0 bundle, which has none inside)
  status [--dir D] [--json]             the sources \`secgate serve\` would load, with version, detail and items
                                        (also: list)

Out of the box the service serves a snapshot of Enterprise and ICS ATT&CK shipped with it: ids,
names and relations, no description text (detail "names"). A stored or named bundle replaces the
snapshot of its domain with MITRE's full text (detail "full"). Bundles are stored as
<dir>/<domain>.json (default .secgate/knowledge, or SECGATE_KNOWLEDGE_DIR); SECGATE_ATTACK_BUNDLE
(a path, or a comma-separated list) adds bundles from elsewhere. CWE is always loaded in full.
update downloads from SECGATE_ATTACK_BASE_URL when set (a mirror), else
https://raw.githubusercontent.com/mitre-attack/attack-stix-data/master. Restart \`secgate serve\` to
serve what was stored. See docs/knowledge.md.

Exit codes: 0 done, 1 refused (offline, or a file that is not an ATT&CK bundle; nothing stored), 2 a usage error.
`;
