import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { SelectField } from '../../ui/controls/Field';
import { PageTitle } from '../../ui/layout/Layout';
import type { ConsoleSubscriptionsQuery } from '../../graphql/generated/graphql';
import { ConsoleTable, Email, formatDay, Pager, QueryState, StatusBadge, type Column } from './ConsoleUi';
import { StyledConsoleHeading, StyledMuted } from './ConsoleUi.styles';
import { SUBSCRIPTIONS } from './operations';

type Subscription = ConsoleSubscriptionsQuery['subscriptions']['subscriptions'][number];

const PAGE_SIZE = 20;
const STATUSES = [
  { value: '', label: 'Every status' },
  ...['active', 'trialing', 'past_due', 'incomplete', 'canceled'].map((s) => ({
    value: s,
    label: s.replace(/_/g, ' '),
  })),
];

const StyledFilter = styled.div`
  max-width: 280px;
  margin-bottom: ${space(5)};
`;

const COLUMNS: Column<Subscription>[] = [
  {
    label: 'Owner',
    render: (s) => (
      <>
        <strong>{s.account.fullname || s.account.email}</strong>
        <StyledMuted>
          <Email address={s.account.email} />
        </StyledMuted>
      </>
    ),
  },
  { label: 'Plan', render: (s) => s.planName ?? <StyledMuted>Unknown plan</StyledMuted> },
  { label: 'Status', render: (s) => <StatusBadge status={s.status} /> },
  {
    label: 'Period ends',
    render: (s) => (
      <>
        {formatDay(s.currentPeriodEnd)}
        {s.cancelAtPeriodEnd && <StyledMuted>Cancels then</StyledMuted>}
      </>
    ),
  },
];

/** /admin/subscriptions: every owner's subscription as billing knows it, last changed first. */
export function SubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error, refetch } = useQuery(SUBSCRIPTIONS, {
    variables: { status: status || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.subscriptions;
  const go = (s: string, p: number) => {
    const next = new URLSearchParams();
    if (s) next.set('status', s);
    if (p > 1) next.set('page', String(p));
    setParams(next);
  };

  return (
    <section aria-labelledby="subscriptions-title">
      <PageTitle>Subscriptions · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="subscriptions-title">Subscriptions</h2>
          <p>Plan, status and period end of every paying or once-paying owner.</p>
        </div>
      </StyledConsoleHeading>
      <StyledFilter>
        <SelectField
          label="Status"
          name="status"
          options={STATUSES}
          value={status}
          onChange={(event) => go(event.target.value, 1)}
        />
      </StyledFilter>
      <QueryState
        loading={loading}
        error={error}
        hasData={!!list}
        isEmpty={list?.subscriptions.length === 0}
        what="subscriptions"
        emptyIcon="card"
        emptyText={status ? `No subscription is ${status.replace(/_/g, ' ')}.` : 'No owner has subscribed yet.'}
        onRetry={() => void refetch()}
      >
        {list && (
          <>
            <ConsoleTable label="Subscriptions" columns={COLUMNS} rows={list.subscriptions} rowKey={(s) => s.id} />
            <Pager
              label="Subscription pages"
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPage={(p) => go(status, p)}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
