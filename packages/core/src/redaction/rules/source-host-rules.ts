import { mixedAfter, prefixed, type SecretRule } from './secret-rule.js';

/** Source-hosting and issue-tracker tokens (docs/redaction.md#kinds). */
export const SOURCE_HOST_RULES: readonly SecretRule[] = [
  // Classic tokens are 36 base62 after the prefix; GitHub says they may grow, so 36 is a floor.
  prefixed('github-token', ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'], '[A-Za-z0-9]{36,255}'),
  prefixed('github-token', ['github_pat_'], '[A-Za-z0-9_]{82,255}'),
  // Personal, deploy, runner, trigger, CI-job, feed, incoming-mail, agent and OAuth tokens; newer
  // ones carry dot-separated routing segments after the random part.
  prefixed(
    'gitlab-token',
    ['glpat-', 'gldt-', 'glrt-', 'glrtr-', 'glptt-', 'glcbt-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glsoat-', 'glffct-'],
    '[A-Za-z0-9_-]{20,255}(?:\\.[A-Za-z0-9_-]{1,64}){0,4}',
    { urlsafe: true, accept: mixedAfter('-') },
  ),
  prefixed('bitbucket-app-password', ['ATBB'], '[A-Za-z0-9]{28,64}', { accept: mixedAfter('ATBB') }),
  prefixed('atlassian-api-token', ['ATATT3'], '[A-Za-z0-9_=-]{150,250}', { urlsafe: true }),
];
