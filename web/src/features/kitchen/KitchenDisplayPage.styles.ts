import styled from 'styled-components';
import { media, space } from '../../theme/theme';

/** The kitchen display's frame: large type, read from two metres (docs/product.md#kitchen-display). */

export const StyledBoard = styled.div`
  width: 100%;
  padding: ${space(4, 5, 8)};
  font-size: 1.15rem;

  ${media.phone} {
    padding: ${space(3, 3, 6)};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(4)};

  h1 {
    margin: 0;
    font-size: 2rem;
  }

  p {
    margin: 0 0 0 auto;
    font-size: 1.3rem;
    font-weight: 750;
  }
`;

export const StyledStations = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  align-items: start;
  gap: ${space(4)};
`;

export const StyledEmpty = styled.p`
  margin: ${space(10)} 0;
  text-align: center;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledAllDay = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${space(3)};
    padding: ${space(4, 5)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    font-size: 1.6rem;
    font-weight: 700;
  }

  strong {
    font-size: 2rem;
  }
`;

/** The tickets up longer than the stale time, gathered in one strip above the board: one tap clears them. */
export const StyledOld = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(4)};
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  p {
    flex: 1 1 240px;
    margin: 0;
  }
`;
