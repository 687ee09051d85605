import type { IncidentCategory } from './respond-schema.js';

/** Category-specific containment (RS.MI-01), eradication (RS.MI-02) and recovery criteria (RS.MA-05). */
export interface ContainmentActions {
  contain: string[];
  eradicate: string[];
  recoveryCriteria: string[];
}

export const CONTAINMENT_ACTIONS: Readonly<Record<IncidentCategory, ContainmentActions>> = {
  ransomware: {
    contain: [
      'Isolate affected hosts from the network (EDR network containment or switch port), but do not power them off: memory holds keys and evidence.',
      'Take backups offline or confirm they are immutable before the attacker reaches them; disable affected and privileged accounts and block known C2 addresses.',
      'Cut VPN and remote access paths used by the attacker; do not pay or contact the attacker without legal and executive approval.',
    ],
    eradicate: [
      'Reset all privileged and service account passwords, and the Kerberos KRBTGT account twice; remove attacker persistence (scheduled tasks, GPOs, new accounts).',
      'Rebuild encrypted systems from known-good images rather than cleaning them; patch the initial access vector.',
    ],
    recoveryCriteria: [
      "Restore only from backups verified clean and dated before the intrusion, into a network where the attacker's access is confirmed removed.",
    ],
  },
  'data-breach': {
    contain: [
      'Close the exposure: revoke public access, rotate exposed keys and credentials, and disable the compromised path.',
      'Request takedown of leaked copies where they are found (paste sites, forums).',
    ],
    eradicate: ['Fix the root cause (configuration, access control, vulnerable code) and verify no other data store has the same weakness.'],
    recoveryCriteria: ['Reopen the data store only when the fix is verified and monitoring for renewed access is in place.'],
  },
  'account-compromise': {
    contain: [
      "Revoke all sessions and refresh tokens of the account, reset its password and re-register MFA; block the attacker's IP addresses.",
      'Remove malicious inbox rules, forwarding and OAuth consents added by the attacker.',
    ],
    eradicate: ['Remove every persistence the attacker added (app passwords, devices, delegated access) and enforce phishing-resistant MFA for the account.'],
    recoveryCriteria: ['Return the account to the user once sign-ins are clean and the user has been briefed.'],
  },
  malware: {
    contain: ['Isolate infected hosts with EDR; block the hashes, domains and addresses of the malware at the gateway and on endpoints.'],
    eradicate: ['Reimage infected hosts or remove the malware and its persistence, then rescan; close the delivery path.'],
    recoveryCriteria: ["Reconnect a host only after a clean scan and when its users' credentials have been reset."],
  },
  phishing: {
    contain: [
      'Purge the message from all mailboxes and block the sender, domains and URLs at the mail gateway and web proxy.',
      'Reset the credentials and revoke the sessions of every user who submitted them.',
    ],
    eradicate: ['Request takedown of the phishing site; check clicked-on hosts for malware and remove it.'],
    recoveryCriteria: ['Close the incident once no further messages arrive and no compromised account shows attacker activity.'],
  },
  'denial-of-service': {
    contain: [
      'Engage the ISP or DDoS mitigation provider to scrub traffic; apply rate limits, geo or ASN blocks and WAF rules.',
      'Scale out or serve static fallbacks for the targeted services.',
    ],
    eradicate: ['Remove the exposure that made the attack effective (unprotected origin addresses, expensive unauthenticated endpoints).'],
    recoveryCriteria: ['Lift emergency filtering gradually once traffic has been normal for an agreed period.'],
  },
  insider: {
    contain: ["Suspend the insider's access and collect company devices, coordinated with HR and legal; preserve evidence before the person is told."],
    eradicate: ['Remove access the person granted to others or to themselves, and rotate shared secrets they knew.'],
    recoveryCriteria: ['Restore changed data from trusted copies and review the access model that allowed the activity.'],
  },
  'vulnerability-exploitation': {
    contain: ['Take the vulnerable service offline or behind a WAF virtual patch; block exploit sources and remove web shells.'],
    eradicate: ['Apply the vendor fix or mitigation on every instance, then rebuild systems where post-exploitation activity was found.'],
    recoveryCriteria: ["Bring the service back only once patched, scanned and monitored for the exploit's indicators."],
  },
  other: {
    contain: ['Limit the spread: isolate affected systems and disable the accounts involved.'],
    eradicate: ['Remove the cause and any attacker persistence, and close the weakness that was used.'],
    recoveryCriteria: ['Start recovery when the cause has been removed and monitoring shows no further activity.'],
  },
};
