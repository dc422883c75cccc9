import { useState } from 'react';
import type { HalfToppingPricing } from '../../../graphql/generated/graphql';
import { formatDollars } from '../../../ui/format/money';
import { ProductDetail } from './ItemDetail';
import { SpecialDetail } from './SpecialDetail';
import { SoldOutBoard } from './SoldOutBoard';
import { OnlineOrdersBoard } from '../online/OnlineOrdersBoard';
import { SearchField } from './ItemOptions';
import { StyledChoice, StyledOptionHeading } from './ItemOptions.styles';
import { searchMenu } from './menuSearch';
import { AddTile, ProductItem, SearchResults, useQuickAdd, type AddLine, type QuickAdd } from './MenuTiles';
import { StyledEmpty, StyledTileGrid, StyledView, StyledViewTop } from './MenuTiles.styles';
import { matchesSearch, soldOut, takesHalves, type Menu, type MenuProduct } from '../draft/pricing';
import { StyledSpecialCard, StyledOpenCategory, StyledCategoryChoice } from './MenuBrowser.styles';
import { GhostTapGuard } from './GhostTapGuard';
import { EMPTY_TEXT, NO_MENU_MATCH, SIDE_SEARCH, SOLD_OUT } from '../../../ui/format/words';

/**
 * Where the middle column is (docs/product.md#terminal-layout); Go Back steps
 * up one level. The menu keeps the category shown and what was searched, so
 * going back from what a search opened finds the search as it was.
 */
export type MenuView =
  | { name: 'categories'; categoryId?: string; query?: string }
  | { name: 'product'; productId: string; sizeId?: string; back: MenuView }
  | { name: 'specials' }
  | { name: 'special'; specialId: string; back?: MenuView }
  | { name: 'sides' }
  | { name: 'soldOut' }
  | { name: 'online' };

interface BrowserProps {
  menu: Menu;
  halfPricing: HalfToppingPricing;
  view: MenuView;
  onView: (view: MenuView) => void;
  onAdd: AddLine;
}

/** 'Start Selecting Items': the categories with one shown, a product, specials, a special, sides. */
export function MenuBrowser(props: BrowserProps) {
  return <GhostTapGuard view={props.view}>{viewOf(props)}</GhostTapGuard>;
}

function viewOf({ menu, halfPricing, view, onView, onAdd }: BrowserProps) {
  switch (view.name) {
    case 'categories':
      return <CategoriesView menu={menu} view={view} onView={onView} onAdd={onAdd} />;
    case 'product': {
      const found = findWithCategory(menu, view.productId);
      if (!found) return <CategoriesView menu={menu} view={{ name: 'categories' }} onView={onView} onAdd={onAdd} />;
      return (
        <ProductDetail
          key={view.productId}
          menu={menu}
          product={found.product}
          sizeId={view.sizeId}
          halves={takesHalves(found.product.name, found.category)}
          halfPricing={halfPricing}
          onBack={() => onView(view.back)}
          onAdd={(choice, quantity, notes) => {
            const refused = onAdd(choice, quantity, notes);
            if (!refused) onView(view.back);
            return refused;
          }}
        />
      );
    }
    case 'specials':
      return <SpecialsView menu={menu} onView={onView} />;
    case 'special': {
      const special = menu.specials.find((candidate) => candidate.id === view.specialId);
      if (!special) return <SpecialsView menu={menu} onView={onView} />;
      const back = view.back ?? { name: 'specials' };
      return (
        <SpecialDetail
          key={special.id}
          menu={menu}
          special={special}
          halfPricing={halfPricing}
          onBack={() => onView(back)}
          onAdd={(choice, quantity, notes) => {
            const refused = onAdd(choice, quantity, notes);
            if (!refused) onView(back);
            return refused;
          }}
        />
      );
    }
    case 'sides':
      return <SidesView menu={menu} onAdd={onAdd} />;
    case 'soldOut':
      return <SoldOutBoard menu={menu} />;
    case 'online':
      return <OnlineOrdersBoard restaurantId={menu.restaurantId} />;
  }
}

function findWithCategory(menu: Menu, productId: string): { product: MenuProduct; category: string } | null {
  for (const category of menu.categories) {
    const product = category.products.find((candidate) => candidate.id === productId);
    if (product) return { product, category: category.name };
  }
  return null;
}

function ProductItems({
  menu,
  products,
  onOpen,
  quick,
  label,
}: {
  menu: Menu;
  products: readonly MenuProduct[];
  onOpen: (productId: string, sizeId?: string) => void;
  quick: QuickAdd;
  label?: string;
}) {
  return (
    <StyledTileGrid aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductItem menu={menu} product={product} onOpen={onOpen} quick={quick} />
        </li>
      ))}
    </StyledTileGrid>
  );
}

interface CategoriesViewProps {
  menu: Menu;
  view: Extract<MenuView, { name: 'categories' }>;
  onView: (view: MenuView) => void;
  onAdd: AddLine;
}

/**
 * The menu (docs/product.md#terminal-layout): 'Search products...' over the
 * whole menu; the categories that take toppings as a row, one of them shown
 * (the biggest, until another is tapped), its products right under it, so
 * the first pizza of the day is one tap; a category that takes no toppings
 * (drinks) shown open below, its products one tap each (a to-go drink is To
 * Go and the drink).
 */
function CategoriesView({ menu, view, onView, onAdd }: CategoriesViewProps) {
  const quick = useQuickAdd(onAdd);
  const query = view.query ?? '';
  const hits = query.trim() ? searchMenu(menu, query) : null;
  const tiled = menu.categories.filter((category) => category.takesToppings);
  // Until one is tapped (the terminal keeps it), the biggest category: where most taps go (a pizzeria's pizzas).
  const shown =
    tiled.find((category) => category.id === view.categoryId) ??
    tiled.reduce<(typeof tiled)[number] | undefined>(
      (biggest, category) => (!biggest || category.products.length > biggest.products.length ? category : biggest),
      undefined,
    );
  const here: MenuView = { name: 'categories', categoryId: shown?.id, query };
  const openProduct = (productId: string, sizeId?: string) =>
    onView({ name: 'product', productId, sizeId, back: here });
  const open = menu.categories.filter((category) => !category.takesToppings && category.products.length > 0);
  return (
    <StyledView>
      <SearchField
        label="Search the whole menu"
        placeholder="Search products..."
        value={query}
        onChange={(typed) => onView({ ...here, query: typed })}
      />
      {quick.note}
      {hits ? (
        hits.length ? (
          <SearchResults
            menu={menu}
            hits={hits}
            quick={quick}
            onOpenProduct={openProduct}
            onOpenSpecial={(specialId) => onView({ name: 'special', specialId, back: here })}
          />
        ) : (
          <StyledEmpty>{NO_MENU_MATCH}</StyledEmpty>
        )
      ) : menu.categories.length === 0 ? (
        <StyledEmpty>{EMPTY_TEXT.categories}</StyledEmpty>
      ) : (
        <>
          {shown && (
            <>
              <StyledCategoryChoice aria-label="Categories">
                {tiled.map((category) => (
                  <li key={category.id}>
                    <StyledChoice
                      type="button"
                      $chosen={category.id === shown.id}
                      aria-pressed={category.id === shown.id}
                      onClick={() => onView({ name: 'categories', categoryId: category.id })}
                    >
                      {category.name}
                    </StyledChoice>
                  </li>
                ))}
              </StyledCategoryChoice>
              {shown.products.length ? (
                <ProductItems
                  menu={menu}
                  products={shown.products}
                  quick={quick}
                  label={shown.name}
                  onOpen={openProduct}
                />
              ) : (
                <StyledEmpty>{EMPTY_TEXT.products}</StyledEmpty>
              )}
            </>
          )}
          {open.map((category) => (
            <StyledOpenCategory key={category.id} aria-labelledby={`open-category-${category.id}`}>
              <StyledOptionHeading id={`open-category-${category.id}`}>{category.name}</StyledOptionHeading>
              <ProductItems menu={menu} products={category.products} quick={quick} onOpen={openProduct} />
            </StyledOpenCategory>
          ))}
        </>
      )}
    </StyledView>
  );
}

function SpecialsView({ menu, onView }: { menu: Menu; onView: (view: MenuView) => void }) {
  return (
    <StyledView>
      <StyledViewTop>
        <h3>Specials</h3>
      </StyledViewTop>
      {menu.specials.length === 0 ? (
        <StyledEmpty>{EMPTY_TEXT.specials}</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Specials">
          {menu.specials.map((special) => (
            <li key={special.id}>
              <StyledSpecialCard
                type="button"
                disabled={soldOut(special)}
                onClick={() => onView({ name: 'special', specialId: special.id })}
              >
                <strong>{special.name}</strong>
                {special.items.length > 0 && (
                  <ul>
                    {special.items.map((item) => (
                      <li key={item.id}>
                        {item.productName} x {item.quantity}
                      </li>
                    ))}
                  </ul>
                )}
                <span>{soldOut(special) ? SOLD_OUT : `Total Price ${formatDollars(special.priceCents)}`}</span>
              </StyledSpecialCard>
            </li>
          ))}
        </StyledTileGrid>
      )}
    </StyledView>
  );
}

/** The sides, searched; tapping one adds it at once, once per double tap (docs/product.md#terminal-layout). */
function SidesView({ menu, onAdd }: { menu: Menu; onAdd: AddLine }) {
  const quick = useQuickAdd(onAdd);
  const [query, setQuery] = useState('');
  const sides = menu.sides.filter((side) => matchesSearch(side.name, query));
  return (
    <StyledView>
      <StyledViewTop>
        <h3>Sides</h3>
      </StyledViewTop>
      {quick.note}
      <SearchField label="Search sides" placeholder={SIDE_SEARCH.placeholder} value={query} onChange={setQuery} />
      {sides.length === 0 ? (
        <StyledEmpty>{query ? SIDE_SEARCH.noMatch : EMPTY_TEXT.sides}</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Sides">
          {sides.map((side) => (
            <li key={side.id}>
              <AddTile
                name={side.name}
                detail={formatDollars(side.basePriceCents)}
                out={soldOut(side)}
                onTap={() => quick.add(side.id, { kind: 'side', sideId: side.id }, side.name)}
              />
            </li>
          ))}
        </StyledTileGrid>
      )}
    </StyledView>
  );
}
