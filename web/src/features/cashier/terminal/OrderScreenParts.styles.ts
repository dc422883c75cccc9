import styled, { css } from 'styled-components';
import type { OrderType } from '../../../graphql/generated/graphql';
import { media, space } from '../../../theme/theme';
import { visuallyHidden } from '../../../ui/layout/visuallyHidden';

/** The take-order screen's frame and its fixed parts (docs/product.md#terminal-layout). */

/** Three columns on a tablet and up; on a phone they stack, with the grand total pinned at the bottom. */
export const StyledScreen = styled.div<{ $locked?: boolean }>`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: ${({ $locked }) =>
    $locked ? 'minmax(0, 1fr) minmax(320px, 360px)' : 'minmax(136px, 160px) minmax(0, 1fr) minmax(320px, 360px)'};

  ${media.tablet} {
    display: block;
  }
`;

export const StyledColumn = styled.section`
  position: relative;
  min-height: 0;
  overflow: auto;
  padding: ${space(4)};
  /* An opened product takes what is left below the order type (ItemDetail), so its add bar sits in view. */
  display: flex;
  flex-direction: column;

  ${media.tablet} {
    display: block;
    overflow: visible;
  }
`;

export const StyledMainMenu = styled.nav`
  position: relative;
  min-height: 0;
  overflow: auto;
  display: grid;
  align-content: start;
  /* Each tile as tall as its words: a three-line label stays inside its button. */
  grid-auto-rows: max-content;
  gap: ${space(2)};
  padding: ${space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: ${space(0, 0, 1)};
    font-size: 1.1rem;
  }

  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
    border-right: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};

    h2 {
      grid-column: 1 / -1;
    }
  }
`;

export const StyledMenuButton = styled.button<{ $current: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  /* Tall enough for a finger, short enough that the whole menu, New order included, fits a 768 px tablet. */
  min-height: 56px;
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  line-height: 1.25;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;

  svg {
    flex: none;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}

  ${media.phone} {
    min-height: 56px;
  }
`;

/** Keeps the order-level buttons apart from the menu's. */
export const StyledApart = styled.hr`
  width: 100%;
  margin: ${space(2, 0)};
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.tablet} {
    display: none;
  }
`;

export const StyledCount = styled.span`
  min-width: 28px;
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  font-size: 0.85rem;
`;

/** Read by a screen reader, not drawn. */
export const StyledSaid = styled.span`
  ${visuallyHidden}
`;

export const StyledHeading = styled.h2`
  margin: ${space(0, 0, 2)};
  font-size: 1.1rem;
`;

export const StyledTypes = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(2)};
  margin-bottom: ${space(5)};
`;

export const StyledType = styled.button<{ $type: OrderType; $current: boolean }>`
  min-height: 56px;
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-weight: 750;
  font-size: 1.02rem;
  cursor: pointer;
  touch-action: manipulation;

  ${({ $type, $current, theme }) => {
    const ink =
      $type === 'delivery'
        ? theme.colors.orderDelivery
        : $type === 'pickup'
          ? theme.colors.orderPickup
          : theme.colors.orderTogo;
    const soft =
      $type === 'delivery'
        ? theme.colors.orderDeliverySoft
        : $type === 'pickup'
          ? theme.colors.orderPickupSoft
          : theme.colors.orderTogoSoft;
    return $current
      ? css`
          border: 2px solid ${ink};
          background: ${ink};
          color: ${theme.colors.onPrimary};
        `
      : css`
          border: 2px solid ${ink};
          background: ${soft};
          color: ${ink};
        `;
  }}
`;

export const StyledTitle = styled.h1`
  ${visuallyHidden}
`;

/** On a phone the receipt is below the menu: its grand total stays in view at the bottom. */
/** The customer a search put on the order, between the order type and the menu. */
export const StyledOnOrder = styled.div`
  margin-bottom: ${space(3)};
`;

/** The order's customer in one line while an item is built. */
export const StyledCustomerChip = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1, 3)};
  margin-bottom: ${space(2)};
  padding: ${space(0.5, 0.5, 0.5, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: 0.95rem;

  button {
    padding: ${space(0, 3)};
  }
`;

export const StyledTotalBar = styled.a.attrs<{ 'data-total-bar'?: string }>({ 'data-total-bar': '' })`
  display: none;

  ${media.tablet} {
    position: sticky;
    bottom: 0;
    z-index: 5;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    min-height: 56px;
    padding: ${space(2, 4)};
    background: ${({ theme }) => theme.colors.night};
    color: ${({ theme }) => theme.colors.onNight};
    font-weight: 700;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.onNight};
    }

    strong {
      font-family: ${({ theme }) => theme.fonts.mono};
      font-size: 1.5rem;
    }
  }
`;

export const StyledVoided = styled.section`
  display: grid;
  gap: ${space(2)};
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};

  h2 {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-size: 1.5rem;
  }

  p {
    margin: 0;
  }
`;
