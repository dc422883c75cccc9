import { consoleResolvers, type ServiceConsole } from '@zest/kit';
import type { Resolvers } from '../generated/graphql';
import type { CategoriesService } from '../categories/categories.service';
import type { ProductsService } from '../categories/products.service';
import type { WholeMenu } from '../menu/whole-menu';
import type { SidesService } from '../sides/sides.service';
import type { SoldOutService } from '../sold-out/sold-out.service';
import type { SpecialsService } from '../specials/specials.service';
import type { ToppingsService } from '../toppings/toppings.service';
import { categoryResolvers } from './categories';
import { menuResolvers } from './menu';
import { productResolvers } from './products';
import { sideResolvers } from './sides';
import { soldOutResolvers } from './sold-out';
import { specialResolvers } from './specials';
import { toppingResolvers } from './toppings';

export interface MenuServices {
  menu: WholeMenu;
  categories: CategoriesService;
  products: ProductsService;
  specials: SpecialsService;
  toppings: ToppingsService;
  sides: SidesService;
  soldOut: SoldOutService;
  operatorConsole: ServiceConsole;
}

/** Thin: one file per area; each field declares its permission and hands the input to the domain. */
export function createResolvers(services: MenuServices): Resolvers {
  const menu = menuResolvers(services.menu);
  const categories = categoryResolvers(services.categories);
  const products = productResolvers(services.products);
  const specials = specialResolvers(services.specials);
  const toppings = toppingResolvers(services.toppings);
  const sides = sideResolvers(services.sides);
  const soldOut = soldOutResolvers(services.soldOut);
  const operator = consoleResolvers('menu', services.operatorConsole);
  return {
    Query: {
      ...menu.Query,
      ...categories.Query,
      ...products.Query,
      ...specials.Query,
      ...toppings.Query,
      ...sides.Query,
    },
    Mutation: {
      ...categories.Mutation,
      ...products.Mutation,
      ...specials.Mutation,
      ...toppings.Mutation,
      ...sides.Mutation,
      ...soldOut.Mutation,
      ...operator.Mutation,
    },
    PlatformHealth: operator.PlatformHealth,
    Category: categories.Category,
    Product: products.Product,
    Restaurant: menu.Restaurant,
    OnlinePage: menu.OnlinePage,
  };
}
