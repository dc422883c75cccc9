import styled, { css } from 'styled-components';
import { media, space } from '../../../theme/theme';
import { soldOutLook } from './ItemOptions.styles';

/**
 * The pieces of the middle column (docs/product.md#terminal-layout): a view's
 * top row with Go Back, and its tiles, 96 px and
 * more, names never cut short, no text selected by a quick double tap. A
 * tile either opens something (a category, a product with toppings to
 * choose, a special) or adds at once (a side, a product that takes no
 * toppings, one of its sizes).
 */

export const StyledView = styled.div`
  display: grid;
  gap: ${space(3)};
  align-content: start;
`;

export const StyledViewTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};

  h3 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(6, 0)};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

export const noSelection = css`
  user-select: none;
  -webkit-user-select: none;
  -webkit-touch-callout: none;
  touch-action: manipulation;
`;

export const StyledTileGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${space(3)};

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const tileLook = css`
  display: grid;
  align-content: center;
  gap: ${space(1)};
  width: 100%;
  min-height: 96px;
  height: 100%;
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
  ${noSelection}

  strong {
    font-size: 1.08rem;
    line-height: 1.25;
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledTile = styled.button`
  ${tileLook}
  cursor: pointer;
  ${soldOutLook}

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:active {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** A tile that adds at once: a plus in its corner says so. */
export const StyledAddTile = styled(StyledTile)`
  position: relative;
  padding-right: ${space(10)};

  svg {
    position: absolute;
    top: ${space(3)};
    right: ${space(3)};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A product that takes no toppings, in sizes: its name and one button per size, each adding at once. */
export const StyledSizesTile = styled.div`
  ${tileLook}
  align-content: start;
  gap: ${space(2)};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

export const StyledRefusal = styled.p`
  margin: 0;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 650;
`;
