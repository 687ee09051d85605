import type { RecoverInput } from './recover-schema.js';

/**
 * A realistic estate of eight assets, as of 30 June 2025, whose answer shows every check passing,
 * failing and warning: a stale database backup, an overdue and a missing restore test, a backup
 * dated after asOf, a queue without an off-site copy, storage without an immutable copy, and two
 * assets that wait on a dependency with a longer RTO. Plain JSON.
 */
export const recoverExample: RecoverInput = {
  asOf: '2025-06-30T09:00:00Z',
  assets: [
    {
      id: 'web-frontend',
      criticality: 'high',
      rtoHours: 4,
      rpoHours: 24,
      dependsOn: ['app-servers'],
      backups: { lastSuccessAt: '2025-06-30T02:00:00+09:00', lastRestoreTestAt: null, offsite: true, immutable: true },
    },
    {
      id: 'app-servers',
      criticality: 'high',
      rtoHours: 6,
      rpoHours: 4,
      dependsOn: ['core-db', 'object-storage', 'identity-provider'],
      backups: { lastSuccessAt: '2025-06-30T07:00:00Z', lastRestoreTestAt: '2025-03-20T10:00:00Z', offsite: true, immutable: true },
    },
    {
      id: 'core-db',
      criticality: 'critical',
      rtoHours: 4,
      rpoHours: 1,
      dependsOn: ['identity-provider'],
      backups: { lastSuccessAt: '2025-06-30T06:45:00Z', lastRestoreTestAt: '2025-02-10T14:00:00Z', offsite: true, immutable: true },
    },
    {
      id: 'object-storage',
      criticality: 'high',
      rtoHours: 8,
      rpoHours: 24,
      dependsOn: ['identity-provider'],
      backups: { lastSuccessAt: '2025-06-29T22:00:00Z', lastRestoreTestAt: '2025-04-01T09:00:00Z', offsite: true, immutable: false },
    },
    {
      id: 'identity-provider',
      criticality: 'critical',
      rtoHours: 2,
      rpoHours: 1,
      backups: { lastSuccessAt: '2025-06-30T08:30:00Z', lastRestoreTestAt: '2025-05-15T09:00:00Z', offsite: true, immutable: true },
    },
    {
      id: 'message-queue',
      criticality: 'medium',
      rtoHours: 12,
      rpoHours: 4,
      dependsOn: ['identity-provider'],
      backups: { lastSuccessAt: '2025-07-01T00:00:00Z', lastRestoreTestAt: '2024-09-01T09:00:00Z', offsite: false, immutable: false },
    },
    {
      id: 'monitoring',
      criticality: 'medium',
      rtoHours: 24,
      rpoHours: 24,
      dependsOn: [],
      backups: { lastSuccessAt: '2025-06-29T09:00:00Z', lastRestoreTestAt: '2024-11-30T09:00:00Z', offsite: true, immutable: false },
    },
    {
      id: 'file-share',
      criticality: 'low',
      rtoHours: 72,
      rpoHours: 24,
      dependsOn: ['identity-provider', 'object-storage'],
      backups: { lastSuccessAt: '2025-06-28T23:00:00Z', lastRestoreTestAt: '2024-06-01T09:00:00Z', offsite: true, immutable: false },
    },
  ],
  policy: { restoreTestMaxAgeDays: { critical: 90, high: 180, medium: 365, low: 365 } },
};
