import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';

export const StyledTableFrame = styled.div`
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

export const StyledTable = styled.table`
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

export const TONES = {
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

export const StyledMuted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.88rem;
`;

export const StyledPager = styled.nav`
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

export const StyledNotAllowed = styled.div`
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
