import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { cardButtonLook } from '../../ui/controls/Button';
import { StyledPanel } from './DriverUi';

export const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  align-items: start;
  gap: ${space(6)};

  ${media.tablet} {
    grid-template-columns: 1fr;
  }
`;

/** Below the tablet width the panel comes first: a driver back at the counter finds their name at once. */
export const StyledOutPanel = styled(StyledPanel)`
  ${media.tablet} {
    order: -1;
  }
`;

export const StyledMenu = styled.nav`
  margin-bottom: ${space(5)};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${media.phone} {
    li {
      flex: 1 1 100%;
    }

    li > * {
      width: 100%;
    }
  }
`;

export const StyledOrderList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.phone} {
    grid-template-columns: 1fr;
    gap: ${space(3)};
  }
`;

export const StyledOrderCard = styled.button<{ $selected: boolean }>`
  ${cardButtonLook}
  height: 100%;
  min-height: 120px;
  padding: ${space(4, 5)};
  border: 3px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primarySoft : theme.colors.surface)};

  strong {
    font-size: 1.3rem;
  }

  span {
    overflow-wrap: anywhere;
  }
`;

export const StyledCardTop = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const StyledCheck = styled.span<{ $selected: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: 30px;
  height: 30px;
  border-radius: 50%;
  border: 2px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.borderStrong)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.2rem;
  font-weight: 800;
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

export const StyledCustomer = styled.span`
  font-size: 1.05rem;
  font-weight: 700;
`;

/** The time the customer wants it: a saffron chip, like the receipt's schedule time. */
export const StyledDue = styled.span`
  justify-self: start;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.highlight};
  background: ${({ theme }) => theme.colors.highlightSoft};
  font-weight: 800;
`;

/** Stays in view at the bottom of the screen while orders are selected (docs/product.md#driver-feel). */
export const StyledSelectionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-top: ${space(5)};
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  strong {
    flex: 1 1 auto;
    font-size: 1.1rem;
    font-variant-numeric: tabular-nums;
  }

  /* On a phone the main action takes a row of its own; Clear stays a quiet word beside the count. */
  ${media.phone} {
    & > :last-child {
      width: 100%;
    }
  }
`;

export const StyledOutList = styled.ul`
  display: grid;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledOutButton = styled.button`
  display: grid;
  gap: ${space(1)};
  width: 100%;
  min-height: 56px;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.roleDriver};
  background: ${({ theme }) => theme.colors.roleDriverSoft};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surface};
  }

  strong {
    font-size: 1.05rem;
  }
`;

export const StyledOutName = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const StyledBackChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.roleDriver};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.85rem;
  font-weight: 700;
`;
