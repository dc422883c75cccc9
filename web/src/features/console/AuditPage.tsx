import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../ui/layout/Layout';
import type { ConsoleOperatorActionsQuery } from '../../graphql/generated/graphql';
import { ConsoleTable, Email, formatWhen, Pager, QueryState, type Column } from './ConsoleUi';
import { StyledConsoleHeading } from './ConsoleUi.styles';
import { OPERATOR_ACTIONS } from './operations';

type Action = ConsoleOperatorActionsQuery['operatorActions']['actions'][number];

const PAGE_SIZE = 25;
const ACTION_LABELS: Record<string, string> = { 'job.retry': 'Retried a job', 'job.drop': 'Dropped a job' };

const COLUMNS: Column<Action>[] = [
  { label: 'When', render: (a) => formatWhen(a.at) },
  { label: 'Who', render: (a) => <Email address={a.actorEmail} /> },
  { label: 'What', render: (a) => ACTION_LABELS[a.action] ?? a.action },
  { label: 'Service', render: (a) => a.service },
  { label: 'Target', render: (a) => <code>{a.target}</code> },
];

/** /admin/audit: what operators did, newest first, as auth recorded it for every service. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(OPERATOR_ACTIONS, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.operatorActions;

  return (
    <section aria-labelledby="audit-title">
      <PageTitle>Audit · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="audit-title">Audit list</h2>
          <p>Every retry and drop an operator made, with who and when.</p>
        </div>
      </StyledConsoleHeading>
      <QueryState
        loading={loading}
        error={error}
        hasData={!!list}
        isEmpty={list?.actions.length === 0}
        what="audit list"
        emptyIcon="shield"
        emptyText="No operator has retried or dropped a job yet."
        onRetry={() => void refetch()}
      >
        {list && (
          <>
            <ConsoleTable label="Operator actions" columns={COLUMNS} rows={list.actions} rowKey={(a) => a.id} />
            <Pager
              label="Audit pages"
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
