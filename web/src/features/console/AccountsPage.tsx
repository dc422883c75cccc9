import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { TextField } from '../../ui/controls/Field';
import { PageTitle } from '../../ui/layout/Layout';
import type { ConsoleAccountsQuery } from '../../graphql/generated/graphql';
import {
  ConsoleTable,
  Email,
  formatDay,
  formatWhen,
  Pager,
  QueryState,
  StatusBadge,
  StyledBadge,
  type Column,
} from './ConsoleUi';
import { isOperator } from '../session/roles';
import { StyledConsoleHeading, StyledMuted } from './ConsoleUi.styles';
import { ACCOUNTS } from './operations';

type Account = ConsoleAccountsQuery['accounts']['accounts'][number];

const PAGE_SIZE = 20;

const StyledSearch = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
  max-width: 560px;

  & > :first-child {
    flex: 1;
  }

  ${media.phone} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(1)};
`;

/** The latest order among the owner's restaurants. */
const lastOrderOf = (account: Account) =>
  account.restaurants.reduce<string | null>(
    (latest, r) => (r.lastOrderAt && (!latest || r.lastOrderAt > latest) ? r.lastOrderAt : latest),
    null,
  );

const COLUMNS: Column<Account>[] = [
  {
    label: 'Owner',
    render: (t) => (
      <>
        <strong>{t.fullname || t.email}</strong>
        <StyledMuted>
          <Email address={t.email} />
        </StyledMuted>
        {isOperator(t.role) && <StyledBadge $tone="plain">admin</StyledBadge>}
        {t.demo && <StyledBadge $tone="plain">demo</StyledBadge>}
      </>
    ),
  },
  {
    label: 'Restaurants',
    render: (t) =>
      t.restaurants.length === 0 ? (
        <StyledMuted>None</StyledMuted>
      ) : (
        <StyledList>
          {t.restaurants.map((r) => (
            <li key={r.id}>
              {r.name} · <Link to={`/admin/books?restaurant=${r.id}`}>Books</Link>
            </li>
          ))}
        </StyledList>
      ),
  },
  {
    label: 'Plan',
    render: (t) =>
      t.subscription.status === 'none' ? (
        <StyledMuted>No plan</StyledMuted>
      ) : (
        <>
          <StatusBadge status={t.subscription.status} />
          <StyledMuted>{t.subscription.planName ?? 'No plan'}</StyledMuted>
        </>
      ),
  },
  { label: 'Created', render: (t) => formatDay(t.createdAt) },
  { label: 'Last order', render: (t) => formatWhen(lastOrderOf(t)) },
];

/** /admin: every account with its restaurants, plan and last order; search and pages live in the address. */
export function AccountsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const { data, loading, error, refetch } = useQuery(ACCOUNTS, {
    variables: { search: search || null, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.accounts;

  const go = (q: string, p: number) => {
    const next = new URLSearchParams();
    if (q) next.set('q', q);
    if (p > 1) next.set('page', String(p));
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go(typed.trim(), 1);
  };

  return (
    <section aria-labelledby="accounts-title">
      <PageTitle>Accounts · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="accounts-title">Accounts</h2>
          <p>Owners, their restaurants and plans, newest first.</p>
        </div>
      </StyledConsoleHeading>
      <StyledSearch role="search" onSubmit={onSearch}>
        <TextField
          label="Search by owner, e-mail or restaurant"
          name="q"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <StyledButton type="submit">Search</StyledButton>
      </StyledSearch>
      <QueryState
        loading={loading}
        error={error}
        hasData={!!list}
        isEmpty={list?.accounts.length === 0}
        what="accounts"
        emptyIcon="users"
        emptyText={search ? `No owner or restaurant matches “${search}”.` : 'No accounts yet.'}
        onRetry={() => void refetch()}
      >
        {list && (
          <>
            <ConsoleTable label="Accounts" columns={COLUMNS} rows={list.accounts} rowKey={(t) => t.id} />
            <Pager
              label="Account pages"
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPage={(p) => go(search, p)}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
