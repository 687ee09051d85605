import { cardVerification, isKnownTask, KNOWN_TASKS } from '@secgate/core';
import { UsageError } from '../cli-io.js';
import { daysOption, parseCommand, timestampOption } from './admin-args.js';
import { noPrincipal, printJson, principalView, type AdminCommand, type AdminDeps } from './admin-deps.js';
import type { PrincipalPatch } from '@secgate/store';

// The operator's side of the Red-team requirements (docs/api.md#admission): each command records one
// requirement with its expiry and prints the principal as it now stands.

async function patch(deps: AdminDeps, io: Parameters<AdminCommand>[2], id: string, changes: PrincipalPatch) {
  const updated = await deps.store.updatePrincipal(id, changes);
  return updated ? printJson(io, principalView(updated)) : noPrincipal(io, id);
}

/** `principal verify <id> [--at ISO]`: the operator's path for a card verification (core's cardVerification: 365 days, rung >= card). */
export const principalVerify: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal verify', ['id'], { at: { type: 'string' } });
  const [id = ''] = positionals;
  const verifiedAt = timestampOption(values.at, '--at', deps.clock.now());
  const principal = await deps.store.getPrincipal(id);
  if (!principal) return noPrincipal(io, id);
  return patch(deps, io, id, cardVerification(principal, verifiedAt));
};

/** `principal consent <id> [--version V]`: AUP consent, by default to the version in force. */
export const principalConsent: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal consent', ['id'], { version: { type: 'string' } });
  return patch(deps, io, positionals[0] ?? '', { aupConsent: { version: values.version ?? deps.aupVersion, acceptedAt: deps.clock.now() } });
};

/** `principal clear <id> [--days 365]`: an AML/CTF clearance checked now. */
export const principalClear: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal clear', ['id'], { days: { type: 'string' } });
  const now = deps.clock.now();
  return patch(deps, io, positionals[0] ?? '', { amlClearance: { checkedAt: now, expiresAt: now + daysOption(values.days) } });
};

/** `principal trust <id> <route> [--days 365]`: a trust route; only its currency is checked. */
export const principalTrust: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal trust', ['id', 'route'], { days: { type: 'string' } });
  const [id = '', route = ''] = positionals;
  if (route.trim() === '') throw new UsageError('The trust route must not be empty.');
  return patch(deps, io, id, { trustRoute: { route, expiresAt: deps.clock.now() + daysOption(values.days) } });
};

/** `principal scope <id> <scopeId> --tasks a,b [--status approved|pending] [--days 365]`. */
export const principalScope: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal scope', ['id', 'scopeId'], {
    tasks: { type: 'string' },
    status: { type: 'string', default: 'approved' },
    days: { type: 'string' },
  });
  const [id = '', scopeId = ''] = positionals;
  if (scopeId.trim() === '') throw new UsageError('The scope id must not be empty.');
  const tasks = [
    ...new Set(
      (values.tasks ?? '')
        .split(',')
        .map((task) => task.trim())
        .filter((task) => task !== ''),
    ),
  ];
  if (tasks.length === 0) throw new UsageError(`--tasks is required: a comma-separated list of ${KNOWN_TASKS.join(', ')}.`);
  const unknown = tasks.find((task) => !isKnownTask(task));
  if (unknown !== undefined) throw new UsageError(`Unknown task '${unknown}'; tasks are ${KNOWN_TASKS.join(', ')}.`);
  const status = values.status;
  if (status !== 'approved' && status !== 'pending') throw new UsageError(`--status must be approved or pending, got '${status}'.`);
  const updated = await deps.store.putScope(id, { id: scopeId, tasks, status, expiresAt: deps.clock.now() + daysOption(values.days) });
  return updated ? printJson(io, principalView(updated)) : noPrincipal(io, id);
};
