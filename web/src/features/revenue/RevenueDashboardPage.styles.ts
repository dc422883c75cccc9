import styled from 'styled-components';
import { media, space } from '../../theme/theme';

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space(4)};
  margin-bottom: ${space(5)};

  & > :first-child {
    min-width: 240px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${media.phone} {
    & > :first-child {
      width: 100%;
    }
  }
`;

export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  /* The wide revenue card leaves no hole in a row of two on a phone. */
  grid-auto-flow: dense;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
    gap: ${space(3)};
  }
`;

export const StyledFigure = styled.li<{ $wide?: boolean }>`
  display: grid;
  align-content: start;
  gap: ${space(1)};
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  grid-column: ${({ $wide }) => ($wide ? 'span 2' : 'auto')};

  h2,
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.95rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${media.phone} {
    padding: ${space(4)};
  }
`;

export const StyledValue = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: clamp(1.4rem, 3vw, 1.9rem);
  font-weight: 800;
  overflow-wrap: anywhere;
`;

export const StyledNote = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledParts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space(0.5, 3)};
  margin: ${space(2, 0, 0)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.mono};
    text-align: right;
  }
`;

export const StyledSection = styled.section`
  margin-top: ${space(10)};

  h2 {
    margin: ${space(0, 0, 4)};
  }
`;

export const StyledChart = styled.figure`
  margin: ${space(0, 0, 5)};
  padding: ${space(4, 2, 2)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-height: 300px;

  figcaption {
    padding: ${space(0, 3, 2)};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9rem;
  }
`;

export const StyledMonths = styled(StyledCards)`
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));

  ${StyledValue} {
    font-size: 1.2rem;
  }
`;

export const StyledEmpty = styled.p`
  margin: ${space(4, 0, 0)};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledMonthsHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${space(3, 4)};
  margin-bottom: ${space(4)};

  h2 {
    margin: 0;
  }

  & > :last-child {
    min-width: 140px;
  }
`;

/* On a phone a month without orders is no card: one line names them all (emptyMonthsNote). */
export const StyledMonthCard = styled(StyledFigure)`
  ${media.phone} {
    &[data-empty='true'] {
      display: none;
    }
  }
`;

export const StyledEmptyMonths = styled(StyledEmpty)`
  display: none;

  ${media.phone} {
    display: block;
  }
`;
