import styled from 'styled-components';
import { media, space } from '../../theme/theme';

/**
 * A table of figures (the tips report, payroll): names on the left, money and counts in the mono face on the
 * right, totals in the footer.
 */
export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${space(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }

  td:not(:first-child),
  th:not(:first-child) {
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
    white-space: nowrap;
  }

  tfoot td,
  tfoot th {
    border-bottom: 0;
    border-top: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    font-weight: 800;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${media.phone} {
    th,
    td {
      padding: ${space(2, 1)};
      font-size: 0.9rem;
    }
  }
`;

/** A report's card around such a table: its heading, notes and the table. */
export const FigureSection = styled.section`
  display: grid;
  gap: ${space(4)};
  padding: ${space(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2,
  p {
    margin: 0;
  }

  ${media.phone} {
    padding: ${space(4)};
  }
`;
