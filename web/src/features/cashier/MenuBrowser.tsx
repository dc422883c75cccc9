import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { HalfToppingPricing } from '../../graphql/generated/graphql';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/Button';
import { TextAreaField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { formatDollars } from '../../ui/money';
import { SearchField, SidePicker, StyledChoice, StyledOptionHeading, ToppingPicker } from './ItemOptions';
import { useKeptChoice } from './productChoice';
import {
  choiceParts,
  matchesSearch,
  productOfItem,
  takesHalves,
  unitPrice,
  type ItemPick,
  type LineChoice,
  type Menu,
  type MenuProduct,
  type MenuSpecial,
  type ToppingPick,
} from './pricing';

/** Where the middle column is (docs/product.md#terminal-layout); Go Back steps up one level. */
export type MenuView =
  | { name: 'categories' }
  | { name: 'products'; categoryId: string }
  | { name: 'product'; productId: string; back: MenuView }
  | { name: 'specials' }
  | { name: 'special'; specialId: string }
  | { name: 'sides' };

const StyledView = styled.div`
  display: grid;
  gap: ${space(3)};
  align-content: start;
`;

const StyledViewTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};

  h3 {
    margin: 0;
    font-size: 1.35rem;
  }
`;

/** Tiles of 96 px and more, names never cut short (docs/product.md#terminal-layout). */
const StyledTileGrid = styled.ul`
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

const StyledTile = styled.button`
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
  cursor: pointer;
  touch-action: manipulation;

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

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:active {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const StyledSpecialCard = styled(StyledTile)`
  align-content: start;

  ul {
    margin: 0;
    padding-left: ${space(4)};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9rem;
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${space(6, 0)};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

const StyledDetail = styled.div`
  display: grid;
  gap: ${space(3)};
`;

const StyledSizes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/** The add bar stays in reach at the bottom of the column. */
const StyledAddBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  row-gap: ${space(2)};
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  /* Above the grand total bar that narrow screens pin to the bottom. */
  ${media.tablet} {
    bottom: ${space(16)};
  }
`;

const StyledTotal = styled.p`
  margin: 0;
  display: grid;

  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.nightMuted};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.5rem;
  }
`;

const StyledQuantity = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};

  & > span {
    font-weight: 700;
  }

  output {
    min-width: 2ch;
    font-size: 1.3rem;
    font-weight: 800;
    text-align: center;
  }
`;

const StyledStep = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.4rem;
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const StyledItem = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1.05rem;
  }
`;

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <StyledButton type="button" $variant="ghost" onClick={onClick}>
      ← Go Back
    </StyledButton>
  );
}

interface Adding {
  /** Adds the line; answers the message to show when it cannot (no order yet), else null. */
  onAdd: (choice: LineChoice, quantity: number, notes: string) => string | null;
}

interface BrowserProps extends Adding {
  menu: Menu;
  halfPricing: HalfToppingPricing;
  view: MenuView;
  onView: (view: MenuView) => void;
}

/** 'Start Selecting Items': categories, products, a product, specials, a special, sides. */
export function MenuBrowser({ menu, halfPricing, view, onView, onAdd }: BrowserProps) {
  switch (view.name) {
    case 'categories':
      return <CategoriesView menu={menu} onView={onView} />;
    case 'products':
      return <ProductsView menu={menu} categoryId={view.categoryId} onView={onView} />;
    case 'product': {
      const found = findWithCategory(menu, view.productId);
      if (!found) return <CategoriesView menu={menu} onView={onView} />;
      return (
        <ProductDetail
          key={view.productId}
          menu={menu}
          product={found.product}
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
      return (
        <SpecialDetail
          key={special.id}
          menu={menu}
          special={special}
          halfPricing={halfPricing}
          onBack={() => onView({ name: 'specials' })}
          onAdd={(choice, quantity, notes) => {
            const refused = onAdd(choice, quantity, notes);
            if (!refused) onView({ name: 'specials' });
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

function priceLabel(product: MenuProduct): string {
  if (product.sizes.length === 0) return formatDollars(product.priceCents);
  const priced = product.sizes.filter((size) => size.priceCents > 0);
  const sizes = `${product.sizes.length} ${product.sizes.length === 1 ? 'size' : 'sizes'}`;
  return priced.length ? `${sizes} · from ${formatDollars(priced[0]!.priceCents)}` : sizes;
}

function ProductTiles({ products, onOpen }: { products: readonly MenuProduct[]; onOpen: (id: string) => void }) {
  return (
    <StyledTileGrid>
      {products.map((product) => (
        <li key={product.id}>
          <StyledTile type="button" onClick={() => onOpen(product.id)}>
            <strong>{product.name}</strong>
            <span>{priceLabel(product)}</span>
          </StyledTile>
        </li>
      ))}
    </StyledTileGrid>
  );
}

function CategoriesView({ menu, onView }: { menu: Menu; onView: (view: MenuView) => void }) {
  const [query, setQuery] = useState('');
  const found = query.trim()
    ? menu.categories.flatMap((category) => category.products).filter((p) => matchesSearch(p.name, query))
    : null;
  return (
    <StyledView>
      <SearchField label="Search the whole menu" placeholder="Search products..." value={query} onChange={setQuery} />
      {found ? (
        found.length ? (
          <ProductTiles
            products={found}
            onOpen={(productId) => onView({ name: 'product', productId, back: { name: 'categories' } })}
          />
        ) : (
          <StyledEmpty>No product matches the search.</StyledEmpty>
        )
      ) : menu.categories.length === 0 ? (
        <StyledEmpty>No Categories created yet.</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Categories">
          {menu.categories.map((category) => (
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
    </StyledView>
  );
}

function ProductsView({
  menu,
  categoryId,
  onView,
}: {
  menu: Menu;
  categoryId: string;
  onView: (view: MenuView) => void;
}) {
  const [query, setQuery] = useState('');
  const category = menu.categories.find((candidate) => candidate.id === categoryId);
  const products = (category?.products ?? []).filter((product) => matchesSearch(product.name, query));
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
        onChange={setQuery}
      />
      {products.length ? (
        <ProductTiles
          products={products}
          onOpen={(productId) => onView({ name: 'product', productId, back: { name: 'products', categoryId } })}
        />
      ) : (
        <StyledEmpty>{query ? 'No product matches the search.' : 'No products available yet.'}</StyledEmpty>
      )}
    </StyledView>
  );
}

function Quantity({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <StyledQuantity role="group" aria-labelledby={id}>
      <span id={id}>Quantity</span>
      <StyledStep type="button" aria-label="One fewer" disabled={value <= 1} onClick={() => onChange(value - 1)}>
        −
      </StyledStep>
      <output aria-live="polite">{value}</output>
      <StyledStep type="button" aria-label="One more" disabled={value >= 99} onClick={() => onChange(value + 1)}>
        +
      </StyledStep>
    </StyledQuantity>
  );
}

interface NotesAndQuantityProps {
  notes: string;
  onNotes: (notes: string) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

/** 'Adding Notes to the Order' and how many, under a product or a special. */
function NotesAndQuantity({ notes, onNotes, quantity, onQuantity }: NotesAndQuantityProps) {
  return (
    <>
      <TextAreaField
        label="Adding Notes to the Order"
        rows={2}
        maxLength={500}
        value={notes}
        onChange={(event) => onNotes(event.target.value)}
      />
      <Quantity value={quantity} onChange={onQuantity} />
    </>
  );
}

interface AddBarProps {
  unitCents: number;
  quantity: number;
  canAdd: boolean;
  onAdd: () => void;
}

function AddBar({ unitCents, quantity, canAdd, onAdd }: AddBarProps) {
  return (
    <StyledAddBar>
      <StyledTotal>
        <span>Total Product Price</span>
        <strong>{formatDollars(unitCents * quantity)}</strong>
      </StyledTotal>
      <StyledButton type="button" $variant="onNight" $size="large" disabled={!canAdd} onClick={onAdd}>
        Add to the Order
      </StyledButton>
    </StyledAddBar>
  );
}

interface ProductDetailProps extends Adding {
  menu: Menu;
  product: MenuProduct;
  halves: boolean;
  halfPricing: HalfToppingPricing;
  onBack: () => void;
}

/** A product: sizes, toppings by portion (and half on a pizza), sides, notes, and 'Add to the Order'. */
function ProductDetail({ menu, product, halves, halfPricing, onBack, onAdd }: ProductDetailProps) {
  const [sizeId, setSizeId] = useState<string | null>(null);
  const [toppings, setToppings] = useState<ToppingPick[]>([]);
  const [sides, setSides] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  useKeptChoice(
    product.id,
    { sizeId, toppings, sides, notes, quantity },
    { setSizeId, setToppings, setSides, setNotes, setQuantity },
  );
  const [refused, setRefused] = useState<string | null>(null);
  const choice: LineChoice = { kind: 'product', productId: product.id, sizeId, toppings, sides };
  const unit = unitPrice(choiceParts(menu, choice, halfPricing) ?? []);
  // docs/product.md#adding-items: a product with sizes needs one before it can be added.
  const canAdd = product.sizes.length === 0 || sizeId !== null;

  return (
    <StyledDetail>
      <StyledViewTop>
        <BackButton onClick={onBack} />
        <h3>{product.name}</h3>
        <span>{product.sizes.length ? 'Choose a size' : formatDollars(product.priceCents)}</span>
      </StyledViewTop>
      {refused && <Refusal>{refused}</Refusal>}
      {product.sizes.length > 0 && (
        <>
          <StyledOptionHeading id={`sizes-${product.id}`}>Available Sizes:</StyledOptionHeading>
          <StyledSizes role="group" aria-labelledby={`sizes-${product.id}`}>
            {product.sizes.map((size) => (
              <StyledChoice
                key={size.id}
                type="button"
                $chosen={size.id === sizeId}
                aria-pressed={size.id === sizeId}
                onClick={() => setSizeId(size.id === sizeId ? null : size.id)}
              >
                {size.sizeName}
                <small>{size.priceCents > 0 ? formatDollars(size.priceCents) : 'Price upon request'}</small>
              </StyledChoice>
            ))}
          </StyledSizes>
        </>
      )}
      <StyledOptionHeading>Toppings:</StyledOptionHeading>
      <ToppingPicker
        toppings={menu.toppings}
        picks={toppings}
        onChange={setToppings}
        halves={halves}
        halfPricing={halfPricing}
        searchLabel="Search toppings"
      />
      <StyledOptionHeading>Adding Sides:</StyledOptionHeading>
      <SidePicker sides={menu.sides} chosen={sides} onChange={setSides} searchLabel="Search sides to add" />
      <NotesAndQuantity notes={notes} onNotes={setNotes} quantity={quantity} onQuantity={setQuantity} />
      <AddBar
        unitCents={unit}
        quantity={quantity}
        canAdd={canAdd}
        onAdd={() => setRefused(onAdd(choice, quantity, notes))}
      />
    </StyledDetail>
  );
}

const StyledRefusal = styled.p`
  margin: 0;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 650;
`;

/** What stopped an addition, said where the cashier is looking. */
function Refusal({ children }: { children: ReactNode }) {
  return <StyledRefusal role="alert">{children}</StyledRefusal>;
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

interface SpecialDetailProps extends Adding {
  menu: Menu;
  special: MenuSpecial;
  halfPricing: HalfToppingPricing;
  onBack: () => void;
}

/** A special: toppings and sides per item, notes, and 'Add to the Order'. */
function SpecialDetail({ menu, special, halfPricing, onBack, onAdd }: SpecialDetailProps) {
  const [items, setItems] = useState<ItemPick[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<string | null>(null);
  const choice: LineChoice = { kind: 'special', specialId: special.id, items };
  const unit = unitPrice(choiceParts(menu, choice, halfPricing) ?? []);

  const pickOf = (itemId: string): ItemPick =>
    items.find((candidate) => candidate.itemId === itemId) ?? { itemId, toppings: [], sides: [] };
  const setPick = (pick: ItemPick) =>
    setItems((current) => [...current.filter((candidate) => candidate.itemId !== pick.itemId), pick]);

  return (
    <StyledDetail>
      <StyledViewTop>
        <BackButton onClick={onBack} />
        <h3>{special.name}</h3>
        <span>Total Price {formatDollars(special.priceCents)}</span>
      </StyledViewTop>
      {refused && <Refusal>{refused}</Refusal>}
      {special.items.length === 0 && <StyledEmpty>No items in this special.</StyledEmpty>}
      {special.items.map((item) => {
        const pick = pickOf(item.id);
        const resolved = productOfItem(menu, item.productName);
        const expanded = open === item.id;
        const added = pick.toppings.length + pick.sides.length;
        return (
          <StyledItem key={item.id}>
            <StyledViewTop>
              <h4>
                {item.productName} x {item.quantity}
              </h4>
              <StyledButton
                type="button"
                $variant="secondary"
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                <Icon name={expanded ? 'close' : 'plus'} size={18} />
                {expanded ? 'Done' : added ? `Toppings and sides (${added})` : 'Toppings and sides'}
              </StyledButton>
            </StyledViewTop>
            {expanded && (
              <>
                <StyledOptionHeading as="h5">Toppings:</StyledOptionHeading>
                <ToppingPicker
                  toppings={menu.toppings}
                  picks={pick.toppings}
                  onChange={(toppings) => setPick({ ...pick, toppings })}
                  halves={takesHalves(item.productName, resolved?.product.name, resolved?.category)}
                  halfPricing={halfPricing}
                  searchLabel={`Search toppings for ${item.productName}`}
                />
                <StyledOptionHeading as="h5">Adding Sides:</StyledOptionHeading>
                <SidePicker
                  sides={menu.sides}
                  chosen={pick.sides}
                  onChange={(sides) => setPick({ ...pick, sides })}
                  searchLabel={`Search sides for ${item.productName}`}
                />
              </>
            )}
          </StyledItem>
        );
      })}
      <NotesAndQuantity notes={notes} onNotes={setNotes} quantity={quantity} onQuantity={setQuantity} />
      <AddBar unitCents={unit} quantity={quantity} canAdd onAdd={() => setRefused(onAdd(choice, quantity, notes))} />
    </StyledDetail>
  );
}

function SidesView({ menu, onAdd }: { menu: Menu } & Adding) {
  const [query, setQuery] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const sides = menu.sides.filter((side) => matchesSearch(side.name, query));
  return (
    <StyledView>
      <StyledViewTop>
        <h3>Sides</h3>
      </StyledViewTop>
      {refused && <Refusal>{refused}</Refusal>}
      <SearchField label="Search sides" placeholder="Search sides..." value={query} onChange={setQuery} />
      {sides.length === 0 ? (
        <StyledEmpty>{query ? 'No side matches the search.' : 'No Sides created yet.'}</StyledEmpty>
      ) : (
        <StyledTileGrid aria-label="Sides">
          {sides.map((side) => (
            <li key={side.id}>
              {/* docs/product.md#terminal-layout: tapping a side adds it at once. */}
              <StyledTile type="button" onClick={() => setRefused(onAdd({ kind: 'side', sideId: side.id }, 1, ''))}>
                <strong>{side.name}</strong>
                <span>{formatDollars(side.basePriceCents)}</span>
              </StyledTile>
            </li>
          ))}
        </StyledTileGrid>
      )}
    </StyledView>
  );
}
