// The gateway section's table and its targets against Portkey, from one run's side-by-side
// summaries. A side whose load answered any error is refused: its figures would measure errors
// (fast 4xx/5xx answers), so they are neither printed nor compared, and the run fails.
import type { TargetSummary } from './gateway.js';
import { round } from './stats.js';

/** The sides, in the order they alternate and print. */
export const SIDES = ['direct', 'forwarder', 'portkey', 'secgate'] as const;
type Side = (typeof SIDES)[number];
const LABEL: Record<Side, string> = { direct: 'direct', forwarder: 'forwarder', portkey: 'Portkey', secgate: 'secgate' };
const THROUGH = SIDES.filter((side) => side !== 'direct');

/** The targets: secgate metered against Portkey relaying, in the same run. */
export const TARGETS = { rpsOverPortkey: 1.5, addedP99Ms: 3 } as const;

export interface TargetCheck {
  target: string;
  measured: string;
  /** null when a side it needs was refused. */
  met: boolean | null;
}

export interface GatewayReport {
  rows: [string, string][];
  result: Record<string, unknown>;
  /** Sides with errors under load: not reported; the caller fails the run. */
  refused: Side[];
}

export function gatewayReport(summaries: Record<string, TargetSummary>): GatewayReport {
  const of = (side: Side) => summaries[side] as TargetSummary;
  const refused = SIDES.filter((side) => of(side).errors > 0);
  const ok = (side: Side) => !refused.includes(side);
  const added = (side: Side, key: 'p50' | 'p99') => (ok(side) && ok('direct') ? round(of(side)[key] - of('direct')[key], 3) : null);
  const show = (value: number | null | undefined, unit = '') => (value === null || value === undefined ? 'refused' : `${value.toLocaleString('en')}${unit}`);
  const each = (sides: readonly Side[], value: (side: Side) => number | null, unit = '') =>
    `${sides.map((side) => show(ok(side) ? value(side) : null)).join(' / ')}${unit}`;
  const names = (sides: readonly Side[]) => sides.map((side) => LABEL[side]).join(' / ');

  const rpsRatio = ok('secgate') && ok('portkey') ? round(of('secgate').rps / of('portkey').rps, 2) : null;
  const [p50, pk50, p99] = [added('secgate', 'p50'), added('portkey', 'p50'), added('secgate', 'p99')];
  const checks: TargetCheck[] = [
    {
      target: `secgate metered rps / Portkey's >= ${TARGETS.rpsOverPortkey}`,
      measured: rpsRatio === null ? 'not reported' : `${rpsRatio} (${of('secgate').rps} / ${of('portkey').rps})`,
      met: rpsRatio === null ? null : rpsRatio >= TARGETS.rpsOverPortkey,
    },
    {
      target: "secgate added p50 <= Portkey's added p50",
      measured: p50 === null || pk50 === null ? 'not reported' : `${p50} vs ${pk50} ms`,
      met: p50 === null || pk50 === null ? null : p50 <= pk50,
    },
    {
      target: `secgate added p99 <= ${TARGETS.addedP99Ms} ms`,
      measured: p99 === null ? 'not reported' : `${p99} ms`,
      met: p99 === null ? null : p99 <= TARGETS.addedP99Ms,
    },
  ];

  const rows: [string, string][] = [
    [`sequential p50 ${names(SIDES)}`, each(SIDES, (side) => of(side).p50, ' ms')],
    [`sequential p50 added: ${names(THROUGH)}`, each(THROUGH, (side) => added(side, 'p50'), ' ms')],
    [`sequential p99 ${names(SIDES)}`, each(SIDES, (side) => of(side).p99, ' ms')],
    [`sequential p99 added: ${names(THROUGH)}`, each(THROUGH, (side) => added(side, 'p99'), ' ms')],
    [`saturation rps ${names(SIDES)}`, each(SIDES, (side) => of(side).rps)],
    [`saturation p99 ${names(SIDES)}`, each(SIDES, (side) => of(side).loadP99, ' ms')],
    [`CPU per request: upstream (direct) / ${names(THROUGH)}`, each(SIDES, (side) => of(side).cpuUsPerRequest, ' us')],
    [`non-2xx or errors under load: ${names(SIDES)}`, SIDES.map((side) => String(of(side).errors)).join(' / ')],
    ...checks.map((check): [string, string] => [
      `target: ${check.target}`,
      check.met === null ? 'not reported (a side it compares was refused)' : `${check.measured}: ${check.met ? 'met' : 'missed'}`,
    ]),
  ];
  const result: Record<string, unknown> = {
    ...Object.fromEntries(SIDES.map((side) => [side, ok(side) ? of(side) : { refused: true, errors: of(side).errors }])),
    added: Object.fromEntries(THROUGH.map((side) => [side, { p50: added(side, 'p50'), p99: added(side, 'p99') }])),
    addedP50: p50,
    addedP99: p99,
    rpsRatio: ok('secgate') && ok('direct') ? round(of('secgate').rps / of('direct').rps, 3) : null,
    rpsOverPortkey: rpsRatio,
    targets: checks,
    refused,
  };
  return { rows, result, refused };
}
