import { readLabel, RUNGS, type Rung } from '@secgate/core';
import { newPrincipalId } from '@secgate/store';
import { EXIT, UsageError } from '../cli-io.js';
import { parseCommand, wholeNumber } from './admin-args.js';
import { noPrincipal, printJson, principalView, statusOf, type AdminCommand } from './admin-deps.js';

/** `principal create [--label L] [--free-per-day N]`: prints the new id alone, for scripts. */
export const principalCreate: AdminCommand = async (deps, args, io) => {
  const { values } = parseCommand(args, 'principal create', [], {
    label: { type: 'string' },
    'free-per-day': { type: 'string' },
  });
  const freePerDay = values['free-per-day'] === undefined ? null : wholeNumber(values['free-per-day'], '--free-per-day', 0, 1_000_000, 0);
  const label = values.label === undefined ? null : readLabel(values.label);
  if (label && !label.ok) throw new UsageError(`--label: ${label.error}`);
  const id = newPrincipalId(deps.ids);
  await deps.store.createPrincipal({ id, now: deps.clock.now(), ...(label?.value ? { label: label.value } : {}) });
  if (freePerDay !== null) await deps.store.updatePrincipal(id, { freeRequestsPerDay: freePerDay });
  io.stdout(`${id}\n`);
  return EXIT.ok;
};

/** `principal show <id>`: the record and its research status, as JSON. */
export const principalShow: AdminCommand = async (deps, args, io) => {
  const { positionals } = parseCommand(args, 'principal show', ['id'], {});
  const [id = ''] = positionals;
  const principal = await deps.store.getPrincipal(id);
  if (!principal) return noPrincipal(io, id);
  return printJson(io, { principal: principalView(principal), researchStatus: await statusOf(deps, principal) });
};

/** `principal rung <id> <rung>`: sets the assurance rung, up or down. */
export const principalRung: AdminCommand = async (deps, args, io) => {
  const { positionals } = parseCommand(args, 'principal rung', ['id', 'rung'], {});
  const [id = '', rung = ''] = positionals;
  if (!(RUNGS as readonly string[]).includes(rung)) throw new UsageError(`The rung must be one of ${RUNGS.join(', ')}; got '${rung}'.`);
  const updated = await deps.store.updatePrincipal(id, { rung: rung as Rung });
  return updated ? printJson(io, principalView(updated)) : noPrincipal(io, id);
};

/** `principal suspend <id> [--lift]`: a suspended principal's tokens answer 403 on every protected route. */
export const principalSuspend: AdminCommand = async (deps, args, io) => {
  const { values, positionals } = parseCommand(args, 'principal suspend', ['id'], { lift: { type: 'boolean', default: false } });
  const [id = ''] = positionals;
  const updated = await deps.store.updatePrincipal(id, { status: values.lift ? 'active' : 'suspended' });
  return updated ? printJson(io, principalView(updated)) : noPrincipal(io, id);
};
