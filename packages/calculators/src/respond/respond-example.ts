import type { RespondInput } from './respond-schema.js';

/**
 * A realistic respond input: ransomware found at 01:30 on a Friday morning in Tokyo, still
 * spreading, on the order-management system of a company that operates in Japan and the EU
 * (an important entity under NIS2), with customer records copied out before encryption.
 */
export const respondExample = {
  incident: {
    id: 'INC-2025-0142',
    category: 'ransomware',
    awareAt: '2025-06-06T01:30:00+09:00',
    ongoing: true,
    criticalSystemAffected: true,
    significant: true,
    nis2Entity: true,
    personalData: {
      records: 18_500,
      sensitive: false,
      financialRisk: true,
      unauthorizedPurpose: true,
      highRisk: true,
    },
    jurisdictions: ['jp', 'eu'],
  },
} satisfies RespondInput;
