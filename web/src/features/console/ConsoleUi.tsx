import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { failureMessage, readServerFailure } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/Alert';
import { ButtonLink, StyledButton } from '../../ui/Button';
import { EmptyState } from '../../ui/Dashboard';
import type { IconName } from '../../ui/Icon';
import { LoadingState, PageTitle } from '../../ui/Layout';
import { formatDay as day, formatDayTime } from '../../ui/dates';

/** The pieces every console screen shares: a table that becomes cards on a phone, a pager, badges, states. */

export interface Column<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

const StyledTableFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;

  &:not([data-compact='true']) {
    ${media.phone} {
      /* Each row is its own card: the frame would cut their corners. */
      overflow: visible;
      border: 0;
      border-radius: 0;
      background: transparent;
      box-shadow: none;
    }
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  caption {
    text-align: left;
    padding: ${space(4, 5, 2)};
    font-weight: 700;
  }

  th,
  td {
    padding: ${space(3, 4)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  th {
    overflow-wrap: normal;
    white-space: nowrap;
    font-size: 0.8rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  [data-numeric='true'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  /*
   * A compact table of counts has the same columns wherever it stands, so
   * tables one under another line up; on a phone it stays a table, every
   * column in view. Elsewhere on a phone each row is a card, each cell
   * labelled by its column.
   */
  &[data-compact='true'] {
    table-layout: fixed;

    th:first-child {
      width: 40%;
    }

    ${media.phone} {
      font-size: 0.85rem;

      th,
      td {
        padding: ${space(2, 1)};
      }

      th:first-child,
      td:first-child {
        padding-left: ${space(2)};
      }

      th:last-child,
      td:last-child {
        padding-right: ${space(2)};
      }

      th:first-child {
        width: 32%;
      }

      /* Names break at their hyphens, not inside words. */
      td {
        overflow-wrap: normal;
      }

      th {
        font-size: 0.66rem;
        letter-spacing: 0;
      }
    }
  }

  &:not([data-compact='true']) {
    ${media.phone} {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
      }

      tbody {
        display: grid;
        gap: ${space(3)};
      }

      tr {
        display: grid;
        padding: ${space(3, 4)};
        border: 1px solid ${({ theme }) => theme.colors.border};
        border-radius: ${({ theme }) => theme.radii.medium};
        background: ${({ theme }) => theme.colors.surface};
      }

      td {
        display: grid;
        grid-template-columns: 6.5rem 1fr;
        gap: ${space(3)};
        padding: ${space(1, 0)};
        border: 0;
      }

      td::before {
        content: attr(data-label);
        font-size: 0.8rem;
        font-weight: 700;
        color: ${({ theme }) => theme.colors.inkMuted};
      }

      [data-numeric='true'] {
        text-align: left;
      }
    }
  }
`;

export function ConsoleTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  compact = false,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A short table of counts: it stays a table on a phone instead of becoming cards. */
  compact?: boolean;
}) {
  return (
    <StyledTableFrame data-compact={compact ? 'true' : undefined}>
      <StyledTable aria-label={label} data-compact={compact ? 'true' : undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" data-numeric={column.numeric ? 'true' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} data-numeric={column.numeric ? 'true' : undefined}>
                  <div>{column.render(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableFrame>
  );
}

export type Tone = 'good' | 'warn' | 'bad' | 'plain';

const TONES = {
  good: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  warn: css`
    background: ${({ theme }) => theme.colors.roleOtherSoft};
    color: ${({ theme }) => theme.colors.roleOther};
  `,
  bad: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
  plain: css`
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.inkMuted};
  `,
};

export const StyledBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.82rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone }) => TONES[$tone]}
`;

/** A subscription's status as a badge: paying is good, payment trouble a warning, ended or none plain. */
export function statusTone(status: string): Tone {
  if (status === 'active' || status === 'trialing') return 'good';
  if (status === 'past_due' || status === 'incomplete' || status === 'unpaid') return 'warn';
  return 'plain';
}

export const StatusBadge = ({ status }: { status: string }) => (
  <StyledBadge $tone={statusTone(status)}>{status.replace(/_/g, ' ')}</StyledBadge>
);

export const UpBadge = ({ up }: { up: boolean }) => (
  <StyledBadge $tone={up ? 'good' : 'bad'}>{up ? 'Up' : 'Down'}</StyledBadge>
);

/** A moment in the viewer's own time zone (the console spans restaurants), written as on every screen; "—" for none. */
export const formatWhen = (iso: string | null | undefined) => formatDayTime(iso);
export const formatDay = (iso: string | null | undefined) => day(iso);

/** An e-mail address that wraps before its @ on a narrow screen, not inside a word. */
export function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

export const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.88rem;
`;

const StyledPager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(4)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  div {
    display: flex;
    gap: ${space(2)};
  }
`;

export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const until = Math.min(total, page * pageSize);
  return (
    <StyledPager aria-label={label}>
      <p>
        {from}–{until} of {total}
      </p>
      <div>
        <StyledButton type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </StyledButton>
        <StyledButton type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </StyledButton>
      </div>
    </StyledPager>
  );
}

const StyledNotAllowed = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space(3)};
  padding: ${space(14, 0)};
  text-align: center;

  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** What a signed-in person who is not a platform admin sees: the server refused them (403). */
export function NotAllowed({ message }: { message?: string | null }) {
  return (
    <StyledNotAllowed role="alert">
      <PageTitle>Not allowed</PageTitle>
      <h1>Not allowed</h1>
      <p>{message || 'The operator console is for platform admins only.'}</p>
      <ButtonLink to="/" $variant="secondary">
        Go to the home page
      </ButtonLink>
    </StyledNotAllowed>
  );
}

interface QueryStateProps {
  loading: boolean;
  error: unknown;
  hasData: boolean;
  isEmpty?: boolean;
  what: string;
  emptyIcon?: IconName;
  emptyText?: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Loading, refused, failed, empty or the content: the same on every console screen. */
export function QueryState({
  loading,
  error,
  hasData,
  isEmpty,
  what,
  emptyIcon = 'layers',
  emptyText,
  onRetry,
  children,
}: QueryStateProps) {
  if (!hasData && loading) return <LoadingState>Loading {what}…</LoadingState>;
  if (!hasData && error) {
    const failure = readServerFailure(error);
    if (failure.code === 'FORBIDDEN') return <NotAllowed message={failure.message} />;
    return (
      <>
        <ErrorAlert>{failureMessage(error, `We could not load the ${what}. Please try again.`)}</ErrorAlert>
        <p>
          <StyledButton type="button" $variant="secondary" onClick={onRetry}>
            Try again
          </StyledButton>
        </p>
      </>
    );
  }
  if (isEmpty) return <EmptyState icon={emptyIcon}>{emptyText ?? `No ${what} yet.`}</EmptyState>;
  return <>{children}</>;
}

/** The console's own section heading. */
export const StyledConsoleHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(5)};

  h2 {
    margin: 0;
    font-size: 1.5rem;
  }

  p {
    margin: ${space(1, 0, 0)};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
