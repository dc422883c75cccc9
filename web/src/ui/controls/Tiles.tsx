import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { Icon, type IconName } from './Icon';

/** A grid of link tiles (icon, title, one line of help): the restaurant hub and the menu hub. */
export const StyledTiles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(4)};

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
    gap: ${space(3)};
  }
`;

export const StyledTile = styled(Link)`
  display: grid;
  align-content: start;
  gap: ${space(2)};
  height: 100%;
  padding: ${space(6, 5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.2rem;
    line-height: 1.25;
  }

  span:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.92rem;
  }

  ${media.phone} {
    padding: ${space(4, 4)};

    span:last-child {
      display: none;
    }
  }
`;

export const StyledTileIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

export interface Tile {
  label: string;
  to: string;
  icon: IconName;
  /** One line of help, left out on phones. */
  note: string;
}

/** One tile: its icon, its title and, wider than a phone, its line of help. */
export function TileLink({ label, to, icon, note }: Tile) {
  return (
    <StyledTile to={to}>
      <StyledTileIcon>
        <Icon name={icon} size={26} />
      </StyledTileIcon>
      <strong>{label}</strong>
      <span>{note}</span>
    </StyledTile>
  );
}

/** A labelled navigation of link tiles. */
export function TileNav({ label, tiles }: { label: string; tiles: readonly Tile[] }) {
  return (
    <nav aria-label={label}>
      <StyledTiles>
        {tiles.map((tile) => (
          <li key={tile.label}>
            <TileLink {...tile} />
          </li>
        ))}
      </StyledTiles>
    </nav>
  );
}
