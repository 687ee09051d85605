import type { IncidentCategory } from './respond-schema.js';

/** Category-specific validation (RS.MA-02), analysis (RS.AN-03), evidence (RS.AN-07) and magnitude (RS.AN-08). */
export interface AnalysisActions {
  validate: string[];
  analyse: string[];
  collect: string[];
  magnitude: string[];
}

export const ANALYSIS_ACTIONS: Readonly<Record<IncidentCategory, AnalysisActions>> = {
  ransomware: {
    validate: [
      'Confirm encryption on affected hosts and keep a copy of the ransom note; identify the ransomware family from the note, file extensions and leak-site claims.',
    ],
    analyse: [
      'Find the initial access vector (exposed RDP or VPN, phishing, an exploited edge device) and the first compromised account.',
      'Establish whether data was exfiltrated before encryption (double extortion): check outbound volumes, archive tools and cloud-storage uploads.',
    ],
    collect: [
      'Capture memory and disk images of a sample of encrypted hosts before reimaging; preserve the ransom note, encrypted samples and EDR, VPN and domain controller logs.',
    ],
    magnitude: ['Count encrypted hosts, affected business services and backups reached by the attacker; check whether the leak site names your organisation.'],
  },
  'data-breach': {
    validate: ['Confirm the exposure: which data store, which records, and whether an unauthorised party actually accessed or copied them.'],
    analyse: ['Establish how the data left (misconfiguration, stolen credentials, exploited application, insider) and for how long it was exposed.'],
    collect: ['Preserve access logs of the affected data store, cloud audit trails and any copy of the leaked data found externally.'],
    magnitude: ['Identify the categories of data and people affected, and deduplicate the record count to a number of individuals.'],
  },
  'account-compromise': {
    validate: [
      'Confirm the compromise from sign-in logs: impossible travel, new MFA methods, unfamiliar devices, or user reports of actions they did not take.',
    ],
    analyse: [
      'Establish how the credentials or session were obtained (phishing, password reuse, token theft, MFA fatigue) and what the attacker did with the account.',
    ],
    collect: ['Export identity-provider sign-in and audit logs, mailbox audit logs, OAuth consent grants and mail-forwarding rules for the account.'],
    magnitude: ['List the data, mailboxes and systems the account reached during the compromise window, and other accounts attacked the same way.'],
  },
  malware: {
    validate: ['Confirm the detection on the host (EDR verdict, sandbox detonation) and rule out a false positive.'],
    analyse: ['Identify the malware family, its persistence and command-and-control channels, and how it arrived (download, attachment, removable media).'],
    collect: ['Preserve the sample (hashed, in a password-protected archive), memory of the infected host and EDR telemetry.'],
    magnitude: ['Sweep all endpoints for the indicators of compromise to find every infected host.'],
  },
  phishing: {
    validate: ['Analyse the reported message: headers (SPF, DKIM, DMARC), sender domain, links and attachments.'],
    analyse: ['Establish who received, opened, clicked, or entered credentials, and whether any attachment executed.'],
    collect: ['Preserve the original message with full headers, the landing page (screenshot and URL) and mail-gateway and proxy logs.'],
    magnitude: ['Count recipients, clickers and users who submitted credentials; treat each submission as an account compromise.'],
  },
  'denial-of-service': {
    validate: ['Confirm the outage is caused by hostile traffic, not by a failed change or a capacity problem.'],
    analyse: ['Characterise the attack: volumetric, protocol or application layer, sources, and targeted endpoints.'],
    collect: ["Keep flow records, load-balancer and WAF logs and the provider's attack reports."],
    magnitude: ['Measure duration, affected services and customers, and any extortion demand.'],
  },
  insider: {
    validate: ['Confirm the activity with HR and legal before acting; keep the circle of people informed small.'],
    analyse: ['Establish what the insider accessed, copied or changed, and whether others were involved.'],
    collect: ["Preserve the user's mailbox, device, DLP alerts and access logs under legal hold, with chain of custody."],
    magnitude: ['Identify the data and systems affected, and whether data left the organisation.'],
  },
  'vulnerability-exploitation': {
    validate: ['Confirm exploitation (not just exposure): matching exploit traffic, web shells, unexpected processes or accounts on the vulnerable system.'],
    analyse: ['Identify the vulnerability (CVE), the first exploitation attempt and what the attacker did after gaining access.'],
    collect: ['Image the exploited system and keep web-server, WAF and application logs from before the first attempt.'],
    magnitude: ['Find every instance of the vulnerable software and check each one for the same indicators.'],
  },
  other: {
    validate: ['Confirm the event is a security incident and record why.'],
    analyse: ['Establish the timeline, the affected systems and the root cause.'],
    collect: ['Preserve the relevant logs and system images before changes are made.'],
    magnitude: ['Estimate the affected systems, data and users.'],
  },
};
