import type { IncidentCategory } from './respond-schema.js';

/** Category-specific third parties to engage (RS.MA-01) and information to share (RS.CO-03). */
export interface CoordinationActions {
  partners: string[];
  share: string[];
}

export const COORDINATION_ACTIONS: Readonly<Record<IncidentCategory, CoordinationActions>> = {
  ransomware: {
    partners: ['Engage the incident response retainer, the cyber insurer (before any spending on recovery or negotiation) and law enforcement.'],
    share: ['Share the ransomware family, indicators of compromise and initial access vector with your sector ISAC or national CSIRT (e.g. JPCERT/CC).'],
  },
  'data-breach': {
    partners: ["Engage privacy counsel and, where a processor is involved, the processor's incident contact."],
    share: ['Share indicators of the access path with the platform or vendor concerned so other customers can check for it.'],
  },
  'account-compromise': {
    partners: ["Engage the identity-provider support and, for cloud tenants, the provider's security team."],
    share: ["Share the attacker's addresses, user agents and phishing infrastructure with your ISAC."],
  },
  malware: {
    partners: ['Engage the EDR or antivirus vendor for analysis of unknown samples.'],
    share: ['Submit the sample hashes and C2 indicators to your ISAC and threat-intelligence sharing partners.'],
  },
  phishing: {
    partners: ['Engage the mail provider and the registrar or host of the phishing site for takedown.'],
    share: ['Report the phishing URLs and sender domains to anti-phishing feeds and to the impersonated brand.'],
  },
  'denial-of-service': {
    partners: ['Engage the ISP, CDN or DDoS mitigation provider, and law enforcement if there is an extortion demand.'],
    share: ['Share the attack sources and signatures with your ISP and sector ISAC.'],
  },
  insider: {
    partners: ['Engage HR and employment counsel; involve law enforcement only on legal advice.'],
    share: ['Share only on a need-to-know basis; insider cases are confidential personnel matters.'],
  },
  'vulnerability-exploitation': {
    partners: ["Engage the software vendor's security response team, and the managed service provider if it runs the system."],
    share: ['Report exploitation of the CVE to the vendor and the national CSIRT; share indicators with your ISAC.'],
  },
  other: {
    partners: ['Engage the third parties whose services or data are involved.'],
    share: ['Share useful indicators with designated partners under the agreed sharing rules.'],
  },
};
