import type { ReactNode } from 'react';
import styled from 'styled-components';
import { failureMessage, readServerFailure } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { EmptyState } from '../../ui/layout/Dashboard';
import type { IconName } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { formatDay as day, formatDayTime } from '../../ui/format/dates';
import { StyledTableFrame, StyledTable, TONES, StyledPager, StyledNotAllowed } from './ConsoleUi.styles';

/** The pieces every console screen shares: a table that becomes cards on a phone, a pager, badges, states. */

export interface Column<Row> {
  label: string;
  render: (row: Row) => ReactNode;
  /** Numbers line up on the right. */
  numeric?: boolean;
}

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
