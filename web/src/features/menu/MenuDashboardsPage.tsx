import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { TileNav, type Tile } from '../../ui/controls/Tiles';
import { RESTAURANT } from '../session/restaurant';
import { paths } from '../session/account';
import { MenuPage, menuPaths } from './MenuUi';

/** /menuDashboards/:restaurantId: the four parts of the menu (docs/product.md#menu-hub). */
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
      <TileNav label="Menu dashboards" tiles={tiles} />
    </MenuPage>
  );
}
