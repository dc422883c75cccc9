import type { Resolvers } from '../generated/graphql';
import type { CategoriesService } from '../categories/categories.service';
import type { ProductsService } from '../categories/products.service';
import type { WholeMenu } from '../menu/whole-menu';
import type { SidesService } from '../sides/sides.service';
import type { SpecialsService } from '../specials/specials.service';
import type { ToppingsService } from '../toppings/toppings.service';
import { categoryResolvers } from './categories';
import { menuResolvers } from './menu';
import { productResolvers } from './products';
import { sideResolvers } from './sides';
import { specialResolvers } from './specials';
import { toppingResolvers } from './toppings';

export interface MenuServices {
  menu: WholeMenu;
  categories: CategoriesService;
  products: ProductsService;
  specials: SpecialsService;
  toppings: ToppingsService;
  sides: SidesService;
}

/** Thin: one file per area; each field declares its permission and hands the input to the domain. */
export function createResolvers(services: MenuServices): Resolvers {
  const menu = menuResolvers(services.menu);
  const categories = categoryResolvers(services.categories);
  const areas = [
    categories,
    productResolvers(services.products),
    specialResolvers(services.specials),
    toppingResolvers(services.toppings),
    sideResolvers(services.sides),
  ];
  return {
    Query: Object.assign({}, menu.Query, ...areas.map((a) => a.Query)),
    Mutation: Object.assign({}, ...areas.map((a) => a.Mutation)),
    Category: categories.Category,
    Restaurant: menu.Restaurant,
  };
}
