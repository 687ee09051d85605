import type { HarmCategory, HarmPolicy } from './harm-category.js';

/** The research every category allows, said once: studying a harm is never the harm. */
const RESEARCH =
  'analysis, detection, explanation, history, training and awareness, and testing methodology for systems the requester owns or is authorised to test';

/**
 * The written policy (docs/guardrails.md). A category blocks requests to produce or carry out a
 * harm: aimed at others, without their consent, or to evade detection or the law. A stated
 * purpose ("for research", "I am a pentester") can make an ambiguous request research; it never
 * unlocks a request whose plain content is harm to others. Only an approved Red-team scope,
 * checked by admission, widens a category, and only for the tasks in its `widenedBy`.
 */
export const HARM_CATEGORIES: readonly HarmCategory[] = [
  {
    id: 'violent-crimes',
    hazard: 'S1',
    title: 'Violent crimes',
    action: 'block',
    widenedBy: [],
    blocks:
      'Planning or carrying out violence against people or animals: murder, assault, kidnapping, terrorist attacks, poisoning someone, making a weapon to hurt a named or chosen person, and evading police after such an act.',
    allows: `${RESEARCH} of violent threats: threat assessment, physical-security reviews, workplace-violence policy, terrorism and extremism research, crime statistics, fiction that does not give operational detail.`,
  },
  {
    id: 'non-violent-crimes',
    hazard: 'S2',
    title: 'Non-violent crimes (other)',
    action: 'flag',
    widenedBy: [],
    blocks:
      'Nothing on its own: other non-violent crimes (drug manufacture, theft, smuggling) are flagged and left to the model\u2019s own safety training; the security crimes below block.',
    allows: `${RESEARCH}; law, compliance and investigation questions about any crime.`,
  },
  {
    id: 'malware-intrusion',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Malware and intrusion against others',
    action: 'block',
    widenedBy: ['payload-crafting', 'c2-tooling'],
    blocks:
      'Working malware (ransomware, stealers, keyloggers, RATs, worms, botnets, rootkits) meant for machines the requester does not own, breaking into accounts, devices or networks of other people or organisations, spreading malware, and making malware evade antivirus or EDR to reach others.',
    allows: `${RESEARCH}: reverse engineering and sandboxing samples, YARA, Sigma and Suricata rules, exploit proofs of concept for one\u2019s own code, CTFs and labs, pentest methodology for an authorised scope, explaining how a technique or malware family works.`,
  },
  {
    id: 'denial-of-service',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Denial of service against others',
    action: 'block',
    widenedBy: ['payload-crafting'],
    blocks:
      'Taking down or flooding sites, servers, games or networks of others: DDoS for hire, booters and stressers aimed at third parties, building botnets to flood a target.',
    allows: `${RESEARCH}: DDoS mitigation and rate limiting, load testing one\u2019s own service, analysing attack traffic, explaining amplification vectors so they can be closed.`,
  },
  {
    id: 'credential-phishing',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Credential theft and phishing against real third parties',
    action: 'block',
    widenedBy: ['payload-crafting'],
    blocks:
      'Ready-to-use phishing mails, pages, kits and lures aimed at real third parties (another company\u2019s users, a bank\u2019s or a provider\u2019s customers), harvesting or stealing other people\u2019s passwords, session cookies or 2FA codes, and hosting or sending such a campaign.',
    allows: `${RESEARCH}: analysing phishing mails and kits, detections for lookalike domains, SPF/DKIM/DMARC, awareness training and simulations for one\u2019s own organisation, incident response after a phish.`,
  },
  {
    id: 'fraud-scams',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Fraud and scams against people',
    action: 'block',
    widenedBy: [],
    blocks:
      'Scams and fraud against people or businesses: romance, tech-support, investment, lottery and grandparent scams, scripts aimed at the elderly or vulnerable, fake invoices, carding and using stolen cards, identity theft, fake reviews and forged documents to deceive.',
    allows: `${RESEARCH}: fraud detection, how scams work so people can be warned, chargeback and card-testing defences, anti-fraud rules and training.`,
  },
  {
    id: 'money-laundering',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Money laundering',
    action: 'block',
    widenedBy: [],
    blocks:
      'Laundering or hiding the proceeds of crime: structuring deposits to dodge reporting, mixers and chain-hopping to cash out stolen crypto, shell companies and money mules to move dirty money.',
    allows: `${RESEARCH}: AML/CTF compliance, transaction monitoring rules, tracing stolen funds for an investigation, explaining typologies for training.`,
  },
  {
    id: 'extortion',
    hazard: 'S2',
    parent: 'non-violent-crimes',
    title: 'Extortion and blackmail',
    action: 'block',
    widenedBy: [],
    blocks:
      'Threatening people or organisations for money or favours: ransom and blackmail notes, sextortion, threats to leak data or images unless paid, and doxxing as leverage.',
    allows: `${RESEARCH}: ransomware negotiation guidance for victims, analysing extortion notes and leak sites, incident response and reporting to law enforcement.`,
  },
  {
    id: 'sex-related-crimes',
    hazard: 'S3',
    title: 'Sex-related crimes',
    action: 'block',
    widenedBy: [],
    blocks:
      'Sex trafficking, sexual assault, sexual harassment, and making or sharing intimate images of a person without consent (including deepfake nudes of a real person).',
    allows: `${RESEARCH}: trust and safety work, detecting and taking down non-consensual imagery, victim support, law and policy.`,
  },
  {
    id: 'child-sexual-exploitation',
    hazard: 'S4',
    title: 'Child sexual exploitation',
    action: 'block',
    widenedBy: [],
    blocks: 'Any sexual content involving minors, asking for it to be written, depicted or obtained, and grooming or contacting children for sexual purposes.',
    allows: 'Child-protection work: detection and hash matching, moderation and reporting (NCMEC, IWF), online-safety education, investigations and policy.',
  },
  {
    id: 'defamation',
    hazard: 'S5',
    title: 'Defamation',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing: whether a statement about a real person is false cannot be judged from a prompt; flagged and left to the model.',
    allows: 'Everything, including threat-intelligence attribution and reporting on real actors.',
  },
  {
    id: 'specialized-advice',
    hazard: 'S6',
    title: 'Specialized advice',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing: legal, medical and financial questions are flagged, never blocked; GRC users ask legal and compliance questions every day.',
    allows: 'Everything: breach-notification law, GDPR, NIS2, APPI, contracts, compliance and insurance questions.',
  },
  {
    id: 'privacy',
    hazard: 'S7',
    title: 'Privacy',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing on its own: personal data in a prompt is flagged (the pii-flag rule); covert surveillance of people blocks.',
    allows: `${RESEARCH}; privacy engineering, DPIAs, data-subject requests.`,
  },
  {
    id: 'covert-surveillance',
    hazard: 'S7',
    parent: 'privacy',
    title: 'Stalkerware and covert surveillance of people',
    action: 'block',
    widenedBy: [],
    blocks:
      'Secretly monitoring, tracking or locating a person without their consent: stalkerware, hidden trackers and cameras, reading a partner\u2019s messages, finding where someone lives, and doxxing.',
    allows: `${RESEARCH}: detecting and removing stalkerware, checking one\u2019s own devices for trackers, analysing spyware samples, OSINT on one\u2019s own exposure, lawful MDM of company devices with notice.`,
  },
  {
    id: 'intellectual-property',
    hazard: 'S8',
    title: 'Intellectual property',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing: flagged and left to the model; licence questions and reverse engineering for interoperability are everyday work.',
    allows: 'Everything, including reverse engineering for security research.',
  },
  {
    id: 'indiscriminate-weapons',
    hazard: 'S9',
    title: 'Indiscriminate weapons',
    action: 'block',
    widenedBy: [],
    blocks:
      'Making, acquiring or using chemical, biological, radiological or nuclear weapons and high-yield explosives: synthesis routes, weaponising or enhancing pathogens, building bombs and detonators.',
    allows:
      'Medicine and emergency response, detection and decontamination, arms control and verification, history, cyber lures that use these themes, and industrial-control security.',
  },
  {
    id: 'hate',
    hazard: 'S10',
    title: 'Hate',
    action: 'block',
    widenedBy: [],
    blocks:
      'Content that dehumanises or calls for harm against people for a protected characteristic (race, religion, ethnicity, nationality, sex, gender, sexual orientation, disability): hate propaganda, slurs aimed at a group, harassment campaigns.',
    allows: 'Research on extremism and hate speech, moderation policy and classifiers, analysis of propaganda, history.',
  },
  {
    id: 'suicide-self-harm',
    hazard: 'S11',
    title: 'Suicide and self-harm',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing: flagged and left to the model, which can answer a person in crisis with care and point to help; a 403 cannot.',
    allows: 'Everything, including prevention, moderation and support work.',
  },
  {
    id: 'sexual-content',
    hazard: 'S12',
    title: 'Sexual content',
    action: 'flag',
    widenedBy: [],
    blocks: 'Nothing between adults: flagged and left to the model; anything involving minors is child sexual exploitation.',
    allows: 'Everything else, including moderation and sex education.',
  },
  {
    id: 'elections',
    hazard: 'S13',
    title: 'Elections',
    action: 'block',
    widenedBy: [],
    blocks:
      'Deceiving voters about how, when or where to vote, voter suppression, fake election results or officials, and running fake-account influence campaigns around an election.',
    allows: `${RESEARCH}: election-security assessments, detecting influence operations and bots, explaining voting systems and their safeguards.`,
  },
  {
    id: 'code-interpreter-abuse',
    hazard: 'S14',
    title: 'Code interpreter abuse',
    action: 'flag',
    widenedBy: [],
    blocks:
      'Nothing on its own: the gateway runs no code; sandbox escape research is flagged, and using it against others\u2019 systems is malware and intrusion.',
    allows: 'Everything, including container-escape research and hardening.',
  },
];

/** The policy in force: its categories and the version the rule set that enforces it carries. */
export const HARM_POLICY: HarmPolicy = { version: '2026.11.6', categories: HARM_CATEGORIES };

/** The category of `id`, or undefined. */
export function harmCategoryOf(id: string): HarmCategory | undefined {
  return HARM_CATEGORIES.find((category) => category.id === id);
}
