import styled, { css } from 'styled-components';
import type { AuditLineFragment } from '../../graphql/generated/graphql';
import { media, space } from '../../theme/theme';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { amountsText, kindLabel, kindTone, sessionLabel } from './rules';
import { formatDay, formatTime } from '../../ui/format/dates';

/**
 * The audit lines as a table on a desktop; on a phone each line stacks into
 * a card whose cells carry their column's name. The roles are spelled out so
 * the table stays a table to assistive technology once its display changes.
 */
const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-size: 0.93rem;

  caption {
    ${visuallyHidden}
  }

  th,
  td {
    padding: ${space(3)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* A long word (an address, a key) wraps only when it cannot fit a line of its own: a name never breaks
       mid-word ("Casey Cashi/er"), since the column is at least as wide as its longest word. */
    overflow-wrap: break-word;
  }

  th {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.82rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }

  th:first-child {
    border-top-left-radius: ${({ theme }) => theme.radii.large};
  }

  th:last-child {
    border-top-right-radius: ${({ theme }) => theme.radii.large};
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  ${media.tablet} {
    border: 0;
    background: none;
    box-shadow: none;

    thead {
      ${visuallyHidden}
    }

    tbody {
      display: grid;
      gap: ${space(3)};
    }

    tr {
      display: grid;
      padding: ${space(2, 4)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.large};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }

    td {
      display: grid;
      grid-template-columns: 104px minmax(0, 1fr);
      gap: ${space(3)};
      padding: ${space(2, 0)};
    }

    td:last-child {
      border-bottom: 0;
    }

    /* A card leaves out what a line does not have. */
    td[data-empty] {
      display: none;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.inkMuted};
      font-size: 0.82rem;
      font-weight: 700;
    }
  }
`;

const StyledCell = styled.div`
  display: grid;
  gap: ${space(1)};
  min-width: 0;
`;

const StyledKind = styled.span<{ $tone: 'alert' | 'plain' }>`
  justify-self: start;
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.78rem;
  font-weight: 750;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    $tone === 'alert'
      ? css`
          color: ${theme.colors.danger};
          background: ${theme.colors.dangerSoft};
          border: 1.5px solid ${theme.colors.dangerBorder};
        `
      : css`
          color: ${theme.colors.ink};
          background: ${theme.colors.surfaceSunken};
          border: 1.5px solid ${theme.colors.border};
        `}
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The day above the time: a date never breaks inside itself. */
const StyledWhen = styled.span`
  display: grid;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;

  ${media.tablet} {
    display: block;
  }
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const NONE = (
  <StyledMuted>
    <span aria-hidden="true">—</span>
    <StyledHidden>none</StyledHidden>
  </StyledMuted>
);

/** Newest first: when, what, who, who approved, the amounts before and after, why, and the order. */
export function AuditTable({ entries }: { entries: readonly AuditLineFragment[] }) {
  return (
    <StyledTable role="table">
      <caption>Audit trail, newest first</caption>
      <thead role="rowgroup">
        <tr role="row">
          {['Time', 'What', 'Who', 'Approved by', 'Amounts', 'Reason', 'Order'].map((label) => (
            <th key={label} role="columnheader" scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => {
          const amounts = amountsText(entry.amountBeforeCents, entry.amountAfterCents);
          const hasOrder = entry.orderNumber !== null && entry.orderNumber !== undefined;
          return (
            <tr key={entry.id} role="row" data-kind={entry.kind}>
              <td role="cell" data-label="Time">
                <StyledWhen>
                  {/* The day over the time: the column stays narrow. */}
                  <span>{formatDay(entry.atLocal)} </span>
                  <span>{formatTime(entry.atLocal)}</span>
                </StyledWhen>
              </td>
              <td role="cell" data-label="What">
                <StyledCell>
                  <StyledKind $tone={kindTone(entry.kind)}>{kindLabel(entry.kind)}</StyledKind>
                  <span>{entry.summary}</span>
                </StyledCell>
              </td>
              <td role="cell" data-label="Who">
                <StyledCell>
                  <strong>{entry.actorName}</strong>
                  <StyledMuted>{sessionLabel(entry.session)}</StyledMuted>
                </StyledCell>
              </td>
              <td role="cell" data-label="Approved by" data-empty={entry.approverName ? undefined : ''}>
                {entry.approverName ? <span>{entry.approverName}</span> : NONE}
              </td>
              <td role="cell" data-label="Amounts" data-empty={amounts ? undefined : ''}>
                {amounts ? <StyledMoney>{amounts}</StyledMoney> : NONE}
              </td>
              <td role="cell" data-label="Reason" data-empty={entry.reason ? undefined : ''}>
                {entry.reason ? <span>{entry.reason}</span> : NONE}
              </td>
              <td role="cell" data-label="Order" data-empty={hasOrder ? undefined : ''}>
                {hasOrder ? <span>#{entry.orderNumber}</span> : NONE}
              </td>
            </tr>
          );
        })}
      </tbody>
    </StyledTable>
  );
}
