import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { Icon, type IconName } from '../../ui/Icon';
import { RESTAURANT } from '../restaurants/operations';
import { paths } from '../session/account';
import { MenuPage, menuPaths } from './MenuUi';

const StyledTiles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  gap: 18px;

  ${media.phone} {
    grid-template-columns: 1fr 1fr;
    gap: 12px;
  }
`;

const StyledTile = styled(Link)`
  display: grid;
  align-content: start;
  gap: 10px;
  height: 100%;
  padding: 24px 20px;
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
    font-size: 1.25rem;
  }

  span:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.92rem;
  }

  ${media.phone} {
    padding: 16px 14px;

    span:last-child {
      display: none;
    }
  }
`;

const StyledTileIcon = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

interface Tile {
  label: string;
  to: string;
  icon: IconName;
  note: string;
}

/** /menuDashboards/:restaurantId: the four parts of the menu (spec §2). */
export function MenuDashboardsPage() {
  const { restaurantId = '' } = useParams();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const tiles: Tile[] = [
    {
      label: 'Category',
      to: menuPaths.categories(restaurantId),
      icon: 'layers',
      note: 'Categories and the products in them, with sizes.',
    },
    { label: 'Specials', to: menuPaths.specials(restaurantId), icon: 'combo', note: 'Bundles at one price.' },
    { label: 'Topping', to: menuPaths.toppings(restaurantId), icon: 'pizza', note: 'Little, regular and extra.' },
    { label: 'Sides', to: menuPaths.sides(restaurantId), icon: 'fries', note: 'Extras added to an order.' },
  ];
  return (
    <MenuPage title="Menu" subtitle={restaurant.data?.restaurant.name} backTo={paths.openRestaurant(restaurantId)}>
      <nav aria-label="Menu dashboards">
        <StyledTiles>
          {tiles.map((tile) => (
            <li key={tile.label}>
              <StyledTile to={tile.to}>
                <StyledTileIcon>
                  <Icon name={tile.icon} size={26} />
                </StyledTileIcon>
                <strong>{tile.label}</strong>
                <span>{tile.note}</span>
              </StyledTile>
            </li>
          ))}
        </StyledTiles>
      </nav>
    </MenuPage>
  );
}
