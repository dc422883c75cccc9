import { useState } from 'react';
import styled from 'styled-components';
import type { HalfToppingPricing } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { formatDollars } from '../../ui/money';
import { ProductDetail, SpecialDetail } from './ItemDetail';
import { SearchField, StyledOptionHeading } from './ItemOptions';
import { searchMenu } from './menuSearch';
import {
  AddTile,
  BackButton,
  ProductItem,
  SearchResults,
  StyledEmpty,
  StyledTile,
  StyledTileGrid,
  StyledView,
  StyledViewTop,
  useQuickAdd,
  type AddLine,
  type QuickAdd,
} from './MenuTiles';
import { matchesSearch, takesHalves, type Menu, type MenuProduct } from './pricing';

/**
 * Where the middle column is (docs/product.md#terminal-layout); Go Back steps
 * up one level. A list keeps what was searched, so going back from what a
 * search opened finds the search as it was.
 */
export type MenuView =
  | { name: 'categories'; query?: string }
  | { name: 'products'; categoryId: string; query?: string }
  | { name: 'product'; productId: string; sizeId?: string; back: MenuView }
  | { name: 'specials' }
  | { name: 'special'; specialId: string; back?: MenuView }
  | { name: 'sides' };

const StyledSpecialCard = styled(StyledTile)`
  align-content: start;

  ul {
    margin: 0;
    padding-left: ${space(4)};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9rem;
  }
`;

/** A category that takes no toppings, shown open on the categories view. */
const StyledOpenCategory = styled.section`
  display: grid;
  gap: ${space(2)};
`;

interface BrowserProps {
  menu: Menu;
  halfPricing: HalfToppingPricing;
  view: MenuView;
  onView: (view: MenuView) => void;
  onAdd: AddLine;
}

/** 'Start Selecting Items': categories, products, a product, specials, a special, sides. */
export function MenuBrowser({ menu, halfPricing, view, onView, onAdd }: BrowserProps) {
  switch (view.name) {
    case 'categories':
      return <CategoriesView menu={menu} query={view.query ?? ''} onView={onView} onAdd={onAdd} />;
    case 'products':
      return <ProductsView menu={menu} view={view} onView={onView} onAdd={onAdd} />;
    case 'product': {
      const found = findWithCategory(menu, view.productId);
      if (!found) return <CategoriesView menu={menu} query="" onView={onView} onAdd={onAdd} />;
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
  query: string;
  onView: (view: MenuView) => void;
  onAdd: AddLine;
}

/**
 * The categories, and 'Search products...' over the whole menu. A category
 * that takes no toppings (drinks) is shown open: its products are one tap
 * each, right here (a to-go drink is To Go and the drink).
 */
function CategoriesView({ menu, query, onView, onAdd }: CategoriesViewProps) {
  const quick = useQuickAdd(onAdd);
  const here: MenuView = { name: 'categories', query };
  const hits = query.trim() ? searchMenu(menu, query) : null;
  const tiled = menu.categories.filter((category) => category.takesToppings);
  const open = menu.categories.filter((category) => !category.takesToppings && category.products.length > 0);
  return (
    <StyledView>
      <SearchField
        label="Search the whole menu"
        placeholder="Search products..."
        value={query}
        onChange={(typed) => onView({ name: 'categories', query: typed })}
      />
      {quick.note}
      {hits ? (
        hits.length ? (
          <SearchResults
            menu={menu}
            hits={hits}
            quick={quick}
            onOpenProduct={(productId, sizeId) => onView({ name: 'product', productId, sizeId, back: here })}
            onOpenSpecial={(specialId) => onView({ name: 'special', specialId, back: here })}
          />
        ) : (
          <StyledEmpty>Nothing on the menu matches the search.</StyledEmpty>
        )
      ) : menu.categories.length === 0 ? (
        <StyledEmpty>No Categories created yet.</StyledEmpty>
      ) : (
        <>
          {tiled.length > 0 && (
            <StyledTileGrid aria-label="Categories">
              {tiled.map((category) => (
                <li key={category.id}>
                  <StyledTile type="button" onClick={() => onView({ name: 'products', categoryId: category.id })}>
                    <strong>{category.name}</strong>
                    <span>
                      {category.products.length} {category.products.length === 1 ? 'product' : 'products'}
                    </span>
                  </StyledTile>
                </li>
              ))}
            </StyledTileGrid>
          )}
          {open.map((category) => (
            <StyledOpenCategory key={category.id} aria-labelledby={`open-category-${category.id}`}>
              <StyledOptionHeading id={`open-category-${category.id}`}>{category.name}</StyledOptionHeading>
              <ProductItems
                menu={menu}
                products={category.products}
                quick={quick}
                onOpen={(productId, sizeId) => onView({ name: 'product', productId, sizeId, back: here })}
              />
            </StyledOpenCategory>
          ))}
        </>
      )}
    </StyledView>
  );
}

interface ProductsViewProps {
  menu: Menu;
  view: Extract<MenuView, { name: 'products' }>;
  onView: (view: MenuView) => void;
  onAdd: AddLine;
}

/** A category's products, searched within it; one that takes no toppings adds in one tap. */
function ProductsView({ menu, view, onView, onAdd }: ProductsViewProps) {
  const quick = useQuickAdd(onAdd);
  const { categoryId } = view;
  const query = view.query ?? '';
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  const open = (productId: string, sizeId?: string) =>
    onView({ name: 'product', productId, sizeId, back: { name: 'products', categoryId, query } });
  const hits = query.trim() ? searchMenu(menu, query, { categoryId }) : null;
  return (
    <StyledView>
      <StyledViewTop>
        <BackButton onClick={() => onView({ name: 'categories' })} />
        <h3>{category?.name ?? 'Products'}</h3>
      </StyledViewTop>
      <SearchField
        label={`Search ${category?.name ?? 'products'}`}
        placeholder="Search products..."
        value={query}
        onChange={(typed) => onView({ name: 'products', categoryId, query: typed })}
      />
      {quick.note}
      {hits ? (
        hits.length ? (
          <SearchResults menu={menu} hits={hits} quick={quick} onOpenProduct={open} onOpenSpecial={() => undefined} />
        ) : (
          <StyledEmpty>No product matches the search.</StyledEmpty>
        )
      ) : category?.products.length ? (
        <ProductItems menu={menu} products={category.products} quick={quick} onOpen={open} />
      ) : (
        <StyledEmpty>No products available yet.</StyledEmpty>
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
        <StyledEmpty>No Specials Created yet.</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Specials">
          {menu.specials.map((special) => (
            <li key={special.id}>
              <StyledSpecialCard type="button" onClick={() => onView({ name: 'special', specialId: special.id })}>
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
                <span>Total Price {formatDollars(special.priceCents)}</span>
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
      <SearchField label="Search sides" placeholder="Search sides..." value={query} onChange={setQuery} />
      {sides.length === 0 ? (
        <StyledEmpty>{query ? 'No side matches the search.' : 'No Sides created yet.'}</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Sides">
          {sides.map((side) => (
            <li key={side.id}>
              <AddTile
                name={side.name}
                detail={formatDollars(side.basePriceCents)}
                onTap={() => quick.add(side.id, { kind: 'side', sideId: side.id }, side.name)}
              />
            </li>
          ))}
        </StyledTileGrid>
      )}
    </StyledView>
  );
}
