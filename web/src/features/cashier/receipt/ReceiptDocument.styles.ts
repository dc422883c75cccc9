import styled, { css } from 'styled-components';
import { space } from '../../../theme/theme';

export const StyledDocument = styled.div<{ $print: boolean }>`
  display: grid;
  gap: ${space(3)};
  font-size: ${({ $print }) => ($print ? '14px' : '0.95rem')};
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledTop = styled.div`
  display: grid;
  gap: ${space(1)};
`;

export const StyledStamp = styled.p`
  margin: 0;
  padding: ${space(1, 2)};
  border: 2px solid currentColor;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 800;
  text-align: center;
  letter-spacing: 0.04em;
`;

export const StyledNumber = styled.p<{ $print: boolean }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ $print }) => ($print ? '34px' : '1.7rem')};
  font-weight: 800;
  line-height: 1.1;
  ${({ $print }) =>
    $print &&
    css`
      text-align: center;
    `}
`;

export const StyledRestaurant = styled.p<{ $print: boolean }>`
  margin: 0;
  color: ${({ theme, $print }) => ($print ? theme.colors.ink : theme.colors.inkMuted)};
  font-size: 0.9em;
  ${({ $print }) =>
    $print &&
    css`
      text-align: center;
    `}

  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1.1em;
  }
`;

export const StyledMeta = styled.p`
  margin: 0;
  font-size: 0.9em;
`;

/** Type and schedule: impossible to miss (docs/product.md#receipt). */
export const StyledWhen = styled.div<{ $print: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  ${({ $print }) =>
    $print &&
    css`
      justify-content: center;
      padding: ${space(2, 0)};
      border-top: 2px solid currentColor;
      border-bottom: 2px solid currentColor;
      font-size: 18px;
      font-weight: 800;
      text-transform: uppercase;
    `}
`;

export const StyledSchedule = styled.strong`
  font-size: 1.1em;
`;

export const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

export const StyledNumberRow = styled.div`
  flex: 1 1 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** On screen the schedule time is a saffron chip: impossible to miss. */
export const StyledScheduleChip = styled.p`
  margin: 0;
  justify-self: start;
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.highlightSoft};
  border: 2px solid ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.15em;
  font-weight: 800;
`;

export const StyledCustomer = styled.address`
  font-style: normal;
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: 0.92em;

  em {
    display: block;
  }

  @media print {
    padding: 0;
    background: none;
  }
`;

export const StyledAddressLine = styled.span`
  display: block;
`;

export const StyledRow = styled.div`
  display: contents;
`;

export const StyledLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
`;

/** Figures on the paper, a name and its amount a row, the amounts lined up at the right (the receipt's, the drawer report's). */
export const StyledPaperFigures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(1, 0)};
  margin: 0;

  dt,
  dd {
    margin: 0;
  }

  dd {
    padding-left: ${space(3)};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

export const StyledTotals = styled(StyledPaperFigures)<{ $compact: boolean }>`
  ${({ $compact, theme }) =>
    $compact &&
    css`
      grid-template-columns: repeat(3, auto);
      justify-content: space-between;
      gap: ${space(0, 2)};

      & > ${StyledRow} {
        display: grid;
        font-size: 0.8rem;
        color: ${theme.colors.inkMuted};

        dd {
          padding-left: 0;
          text-align: left;
          color: ${theme.colors.ink};
        }
      }
    `}
`;

/** The grand total: one rule across, the amount in the largest type (docs/product.md#receipt). */
export const StyledGrand = styled.div<{ $print: boolean }>`
  grid-column: 1 / -1;
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(1)};
  padding-top: ${space(2)};
  border-top: 2px solid ${({ theme }) => theme.colors.ink};

  dt,
  dd {
    font-weight: 800;
  }

  dt {
    font-size: 1.1em;
  }

  dd {
    font-size: ${({ $print }) => ($print ? '24px' : '2.1rem')};
    line-height: 1.1;
  }
`;

export const StyledEstimate = styled.p`
  margin: 0;
  font-size: 0.82em;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
