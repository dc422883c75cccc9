import styled, { createGlobalStyle } from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { StyledOrderGrid } from '../../ui/layout/Lists';

export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: 300px minmax(0, 1fr);
  align-items: start;
  gap: ${space(6)};

  ${media.tablet} {
    grid-template-columns: 1fr;
  }
`;

export const StyledCashoutButton = styled(StyledButton)`
  display: grid;
  gap: ${space(1)};
  min-height: 72px;
  border-radius: ${({ theme }) => theme.radii.large};

  span {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.5rem;
  }
`;

export const StyledPeriods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-bottom: ${space(4)};

  ${media.phone} {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const StyledPeriod = styled.button<{ $on: boolean }>`
  min-height: 44px;
  padding: ${space(0, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $on, theme }) => ($on ? theme.colors.onPrimary : theme.colors.ink)};
  font: inherit;
  font-weight: 650;
  cursor: pointer;
`;

export const StyledList = styled(StyledOrderGrid)`
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledOrder = styled.article`
  display: grid;
  gap: ${space(1)};
  height: 100%;
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h3 {
    margin: 0;
    font-size: 1.2rem;
  }

  p {
    margin: 0;
  }
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

export const StyledSectionHeading = styled.h2`
  margin: ${space(8, 0, 3)};
`;

export const StyledHistory = styled.ol`
  display: grid;
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
    gap: ${space(1, 4)};
    padding: ${space(4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  span {
    display: grid;
  }

  small {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.82rem;
  }
`;

export const PrintOrdersStyle = createGlobalStyle`
  @media print {
    body > #root { display: none !important; }
  }
`;

export const StyledPrintSheet = styled.div`
  display: none;

  @media print {
    display: block;
    padding: ${space(6)};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 12pt;

    table {
      width: 100%;
      border-collapse: collapse;
    }

    th,
    td {
      padding: ${space(1, 2)};
      border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
      text-align: left;
    }

    td:last-child,
    th:last-child {
      text-align: right;
    }
  }
`;
