import { historyOutcome, jobTimings, jobTokens, type Job } from '@secgate/core';
import type { JobHistoryEntry, PrincipalRecord, Receipt } from '@secgate/store';
import { ConsoleLayout } from './console-layout.js';
import { DataTable } from './data-table.js';
import { formatDuration } from './format-duration.js';
import { formatUsd } from './format-usd.js';
import { When } from './when.js';
import { HISTORY_HREF } from './history-list-page.js';

export interface HistoryJobPageProps {
  principal: PrincipalRecord;
  entry: JobHistoryEntry;
  /** The instant the page is drawn. */
  now: number;
}

/**
 * One request as the store keeps it: its outcome and timings, tokens and charge, its receipt, what
 * was redacted from its prompt, the guardrail decision, and the answer (already redacted) or the
 * error. Nothing that is not stored is shown: the prompt is not, and neither is anything derived
 * from the upstream beyond what the job record carries.
 */
export function HistoryJobPage({ principal, entry, now }: HistoryJobPageProps) {
  const { job, receipt } = entry;
  const timings = jobTimings(job);
  const tokens = jobTokens(receipt?.usage, job.usage);
  const charge = receipt?.chargedMicroUSD ?? job.chargedMicroUSD;
  const span = (ms: number | null) => (ms === null ? '—' : formatDuration(ms));
  return (
    <ConsoleLayout title={`Request ${job.jobId}`} principalId={principal.id}>
      <p>
        <a href={HISTORY_HREF}>All requests</a>
      </p>
      <dl>
        <dt>Status</dt>
        <dd id="job-status">{job.status}</dd>
        <dt>Outcome</dt>
        <dd id="job-outcome">{historyOutcome(job)}</dd>
        <dt>Model</dt>
        <dd>{job.model}</dd>
        <dt>Task and scope</dt>
        <dd>
          {job.task}, <code>{job.scopeId}</code>
        </dd>
        <dt>Billing</dt>
        <dd>{job.billing}</dd>
        <dt>Created</dt>
        <dd>
          <When at={Date.parse(job.createdAt)} now={now} />
        </dd>
        {job.finishedAt === null ? null : (
          <>
            <dt>Finished</dt>
            <dd>
              <When at={Date.parse(job.finishedAt)} now={now} />
            </dd>
          </>
        )}
      </dl>

      <DataTable caption="Timings" columns={['Span', 'Time']}>
        <Row label="Queue (created to started)" value={span(timings.queueMs)} field="queue" />
        <Row label="Upstream (started to finished)" value={span(timings.upstreamMs)} field="upstream" />
        <Row label="Upstream queue wait (origin's cap)" value={span(timings.upstreamQueueMs)} field="upstream-queue" />
      </DataTable>

      <DataTable caption="Tokens and charge" columns={['', 'Amount']}>
        <Row label="Input tokens" value={tokens === null ? '—' : tokens.input.toLocaleString('en-US')} field="input-tokens" />
        <Row label="Cached input tokens" value={tokens === null ? '—' : tokens.cached.toLocaleString('en-US')} field="cached-tokens" />
        <Row label="Output tokens" value={tokens === null ? '—' : tokens.output.toLocaleString('en-US')} field="output-tokens" />
        <Row label="Charge" value={charge === undefined ? '—' : formatUsd(charge)} field="charge" />
      </DataTable>

      <h2 id="receipt">Receipt</h2>
      <ReceiptFacts job={job} receipt={receipt} />

      <h2>Redactions</h2>
      <Redactions counts={job.redactions} />

      <h2>Guardrails</h2>
      <Guardrails job={job} receipt={receipt} />

      {job.error === undefined ? null : (
        <>
          <h2>Error</h2>
          <p id="job-error">
            <code>{job.error.code}</code>: {job.error.message}
          </p>
        </>
      )}

      <h2>Answer</h2>
      {job.status === 'queued' || job.status === 'running' ? (
        <p>Not answered yet.</p>
      ) : job.content === null && job.toolCalls.length === 0 ? (
        <p>{historyOutcome(job) === 'withheld' ? 'Withheld by the guardrails: no answer was returned or kept.' : 'No answer was kept.'}</p>
      ) : (
        <>
          {job.content === null ? null : <pre id="job-answer">{job.content}</pre>}
          {job.toolCalls.length === 0 ? null : <pre id="job-tool-calls">{JSON.stringify(job.toolCalls, null, 2)}</pre>}
        </>
      )}
    </ConsoleLayout>
  );
}

function Row({ label, value, field }: { label: string; value: string; field: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td class="num" data-field={field}>
        {value}
      </td>
    </tr>
  );
}

function ReceiptFacts({ job, receipt }: { job: Job; receipt: Receipt | null }) {
  if (job.receiptId === null) return <p>None yet: a receipt is written when the request ends.</p>;
  return (
    <dl>
      <dt>Id</dt>
      <dd>
        <code id="receipt-id">{job.receiptId}</code>
      </dd>
      <dt>Kind</dt>
      <dd id="receipt-kind">{receipt?.kind ?? 'not found'}</dd>
    </dl>
  );
}

function Redactions({ counts }: { counts: Job['redactions'] }) {
  const kinds = Object.entries(counts ?? {}).filter(([, count]) => (count ?? 0) > 0);
  if (kinds.length === 0) return <p>Nothing was redacted from the prompt.</p>;
  return (
    <DataTable caption="Secrets masked in the prompt before it was sent or stored, by kind." columns={['Kind', 'Count']}>
      {kinds.map(([kind, count]) => (
        <tr>
          <th scope="row">
            <code>{kind}</code>
          </th>
          <td class="num">{count}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The version that admitted the prompt with its non-blocking matches, and, for a withheld answer, what withheld it. */
function Guardrails({ job, receipt }: { job: Job; receipt: Receipt | null }) {
  const withheld = receipt?.kind === 'content-filter' ? receipt.guardrail : undefined;
  return (
    <>
      {job.guardrails === undefined ? (
        <p>No guardrail decision was kept.</p>
      ) : (
        <>
          <p>
            Admitted by guardrails version <code id="guardrail-version">{job.guardrails.version}</code>
            {job.guardrails.matches.length === 0 ? ', no rule matched.' : '.'}
          </p>
          {job.guardrails.matches.length === 0 ? null : (
            <DataTable caption="Rules that matched the prompt" columns={['Rule', 'Action']}>
              {job.guardrails.matches.map((match) => (
                <tr>
                  <th scope="row">
                    <code>{match.ruleId}</code>
                  </th>
                  <td>{match.action}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </>
      )}
      {withheld === undefined ? null : (
        <p id="guardrail-withheld">
          The answer was withheld by guardrails version <code>{withheld.guardrailVersion}</code> ({withheld.stage}), rules{' '}
          {withheld.ruleIds.map((id, i) => (
            <>
              {i === 0 ? null : ', '}
              <code>{id}</code>
            </>
          ))}
          .
        </p>
      )}
    </>
  );
}

/** Another principal's job, an id never used, or a job no longer kept: the same answer for all three. */
export function HistoryJobNotFoundPage({ principal }: { principal: PrincipalRecord }) {
  return (
    <ConsoleLayout title="Request not found" principalId={principal.id}>
      <p class="notice" role="alert">
        No such request is kept for your account: its history may have been purged (see the retention in the documentation).
      </p>
      <p>
        <a href={HISTORY_HREF}>All requests</a>
      </p>
    </ConsoleLayout>
  );
}
