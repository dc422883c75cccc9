import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { FormDialog } from '../../ui/controls/FormDialog';
import { PageTitle } from '../../ui/layout/Layout';
import { ConsoleTable, formatWhen, QueryState, type Column } from './ConsoleUi';
import { StyledConsoleHeading, StyledMuted } from './ConsoleUi.styles';
import {
  JOB_ACTION,
  jobAction,
  PLATFORM_HEALTH,
  SERVICE_NAMES,
  type ServiceHealth,
  type ServiceName,
} from './operations';

type Queue = ServiceHealth['queues'][number];
type FailedJob = Queue['failedJobs'][number] & { service: ServiceName };

type Checked = Queue & { check: NonNullable<Queue['check']> };

/** What a projection's last comparison with its source found, in a few words. */
function finding({ askedAt, answeredAt, resent, unknown, problem }: Checked['check']): string {
  if (problem) return problem;
  if (!answeredAt || (askedAt && answeredAt < askedAt)) return 'Asked the source; no answer yet.';
  const found = [...(resent ? [`${resent} sent again`] : []), ...(unknown ? [`${unknown} unknown to the source`] : [])];
  return found.length ? found.join(', ') : 'In step';
}

const CHECK_COLUMNS: Column<Checked>[] = [
  { label: 'Projection', render: (q) => <code>{q.name}</code> },
  { label: 'Checked', render: (q) => formatWhen(q.check.answeredAt ?? q.check.askedAt) },
  { label: 'Found', render: (q) => finding(q.check) },
];

const QUEUE_COLUMNS: Column<Queue>[] = [
  { label: 'Queue', render: (q) => <code>{q.name}</code> },
  { label: 'Waiting', render: (q) => q.waiting, numeric: true },
  { label: 'Active', render: (q) => q.active, numeric: true },
  { label: 'Delayed', render: (q) => q.delayed, numeric: true },
  { label: 'Failed', render: (q) => q.failed, numeric: true },
];

const StyledService = styled.section`
  margin-bottom: ${space(10)};

  h3 {
    margin: 0 0 ${space(3)};
    font-size: 1.2rem;
  }
`;

const StyledChecks = styled.div`
  margin-top: ${space(4)};
`;

const StyledOutcome = styled.div`
  margin-bottom: ${space(6)};
`;

const StyledJobs = styled.ul`
  margin: ${space(4, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(3)};
`;

const StyledJob = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(3, 5)};
  padding: ${space(4, 5)};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }

  pre {
    margin: ${space(2, 0, 0)};
    padding: ${space(2, 3)};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.85rem;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledJobActions = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};

  ${media.phone} {
    & > * {
      flex: 1;
    }
  }
`;

function FailedJobItem({
  job,
  busy,
  onRetry,
  onDrop,
}: {
  job: FailedJob;
  busy: boolean;
  onRetry: () => void;
  onDrop: () => void;
}) {
  const title = `${job.queue} job ${job.id}`;
  return (
    <StyledJob aria-label={title}>
      <div>
        <h4>
          <code>{job.queue}</code> · {job.name}
        </h4>
        <StyledMuted>
          Job {job.id} · failed {formatWhen(job.failedAt)} after {job.attempts} {job.attempts === 1 ? 'run' : 'runs'}
        </StyledMuted>
        <pre>{job.reason}</pre>
      </div>
      <StyledJobActions>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={busy}
          onClick={onRetry}
          aria-label={`Retry ${title}`}
        >
          Retry
        </StyledButton>
        <StyledButton type="button" $variant="ghost" disabled={busy} onClick={onDrop} aria-label={`Drop ${title}`}>
          Drop
        </StyledButton>
      </StyledJobActions>
    </StyledJob>
  );
}

/**
 * /admin/queues: every queue each service consumes, its counts and failed
 * jobs; a failed job is retried or, after a confirmation, dropped by the
 * service that owns the queue, and recorded in the audit list.
 */
export function QueuesPage() {
  const { data, loading, error, refetch } = useQuery(PLATFORM_HEALTH, {
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    pollInterval: 15_000,
  });
  const [act] = useMutation(JOB_ACTION);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [dropping, setDropping] = useState<FailedJob | null>(null);
  const health = data?.platformHealth;

  const onRetry = async (job: FailedJob) => {
    setBusy(job.id);
    setOutcome(null);
    try {
      await act({ variables: jobAction('retry', job.service, job.queue, job.id) });
      setOutcome({ ok: true, text: `${job.queue} job ${job.id} is queued again.` });
      await refetch();
    } catch (failed) {
      setOutcome({ ok: false, text: failureMessage(failed, 'The job could not be retried. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  const onDrop = async (job: FailedJob) => {
    await act({ variables: jobAction('drop', job.service, job.queue, job.id) });
    setDropping(null);
    setOutcome({ ok: true, text: `${job.queue} job ${job.id} is dropped.` });
    await refetch();
  };

  return (
    <section aria-labelledby="queues-title">
      <PageTitle>Queues · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="queues-title">Queues</h2>
          <p>
            Each service&apos;s queues: jobs waiting, running, delayed and failed for good. Each projection is compared
            with its source regularly, and the source sends again whatever the projection misses.
          </p>
        </div>
        <StyledButton type="button" $variant="secondary" disabled={loading} onClick={() => void refetch()}>
          {loading ? 'Refreshing…' : 'Refresh'}
        </StyledButton>
      </StyledConsoleHeading>
      {outcome && (
        <StyledOutcome>
          {outcome.ok ? <SuccessNote>{outcome.text}</SuccessNote> : <ErrorAlert>{outcome.text}</ErrorAlert>}
        </StyledOutcome>
      )}
      <QueryState loading={loading} error={error} hasData={!!health} what="queues" onRetry={() => void refetch()}>
        {health &&
          SERVICE_NAMES.map((name) => {
            const service = health[name];
            const failed: FailedJob[] =
              service?.queues.flatMap((q) => q.failedJobs.map((j) => ({ ...j, service: name }))) ?? [];
            const checked = (service?.queues ?? []).filter((q): q is Checked => q.check != null);
            return (
              <StyledService key={name} aria-labelledby={`queues-${name}`}>
                <h3 id={`queues-${name}`}>{name}</h3>
                {!service ? (
                  <ErrorAlert>The {name} service did not answer: its queues cannot be read now.</ErrorAlert>
                ) : (
                  <>
                    <ConsoleTable
                      label={`Queues of ${name}`}
                      columns={QUEUE_COLUMNS}
                      rows={service.queues}
                      rowKey={(q) => q.name}
                      compact
                    />
                    {checked.length > 0 && (
                      <StyledChecks>
                        <ConsoleTable
                          label={`Projection checks of ${name}`}
                          columns={CHECK_COLUMNS}
                          rows={checked}
                          rowKey={(q) => q.name}
                          compact
                        />
                      </StyledChecks>
                    )}
                    {failed.length > 0 && (
                      <StyledJobs aria-label={`Failed jobs of ${name}`}>
                        {failed.map((job) => (
                          <FailedJobItem
                            key={`${job.queue}/${job.id}`}
                            job={job}
                            busy={busy === job.id}
                            onRetry={() => void onRetry(job)}
                            onDrop={() => setDropping(job)}
                          />
                        ))}
                      </StyledJobs>
                    )}
                  </>
                )}
              </StyledService>
            );
          })}
      </QueryState>
      {dropping && (
        <FormDialog
          title="Drop this failed job?"
          description={
            <>
              <code>{dropping.queue}</code> job {dropping.id} is removed and will not run again. The audit list records
              that you dropped it.
            </>
          }
          onClose={() => setDropping(null)}
          onSubmit={() => onDrop(dropping)}
          failure="The job could not be dropped. Please try again."
          submitLabel="Drop job"
          busyLabel="Dropping…"
        />
      )}
    </section>
  );
}
