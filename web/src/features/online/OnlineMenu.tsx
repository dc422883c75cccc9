import { soldOut } from '../../ui/format/menuPricing';
import { formatDollars } from '../../ui/format/money';
import { SOLD_OUT } from '../../ui/format/words';
import type { OnlinePage } from './cart';
import type { Chosen } from './ItemDialog';
import {
  StyledCategoryNav,
  StyledItem,
  StyledItemDescription,
  StyledItemPhoto,
  StyledItems,
  StyledMenuSection,
} from './OnlinePage.styles';

type Menu = OnlinePage['menu'];
type Product = Menu['categories'][number]['products'][number];

/** "$12.99", or "from $12.99" for a product with sizes (the smallest that is not sold out). */
function priceWords(product: Product): string {
  if (!product.sizes.length) return formatDollars(product.priceCents);
  const open = product.sizes.filter((size) => !soldOut(size));
  const prices = (open.length ? open : product.sizes).map((size) => size.priceCents);
  return `from ${formatDollars(Math.min(...prices))}`;
}

const productOut = (product: Product) =>
  soldOut(product) || (product.sizes.length > 0 && product.sizes.every((size) => soldOut(size)));

/** The menu by category, then the specials and the sides; what ran out is shown greyed, not offered. */
export function OnlineMenu({
  page,
  onChoose,
  onAddSide,
}: {
  page: OnlinePage;
  onChoose: (chosen: Chosen) => void;
  onAddSide: (sideId: string, name: string) => void;
}) {
  const { menu } = page;
  const categories = menu.categories.filter((category) => category.products.length > 0);
  const sections = [
    ...categories.map((c) => ({ id: `menu-${c.id}`, name: c.name })),
    ...(menu.specials.length ? [{ id: 'menu-specials', name: 'Specials' }] : []),
    ...(menu.sides.length ? [{ id: 'menu-sides', name: 'Sides' }] : []),
  ];
  if (!sections.length) return <p>The menu is being written: please check back soon.</p>;
  return (
    <div>
      <StyledCategoryNav aria-label="Menu sections">
        {sections.map((section) => (
          <a key={section.id} href={`#${section.id}`}>
            {section.name}
          </a>
        ))}
      </StyledCategoryNav>
      {categories.map((category) => (
        <StyledMenuSection key={category.id} id={`menu-${category.id}`} aria-labelledby={`h-${category.id}`}>
          <h2 id={`h-${category.id}`}>{category.name}</h2>
          <StyledItems>
            {category.products.map((product) => (
              <li key={product.id}>
                <StyledItem
                  disabled={productOut(product)}
                  onClick={() => onChoose({ kind: 'product', product, category: category.name })}
                >
                  {product.photo && (
                    <StyledItemPhoto src={product.photo.card} alt="" width={480} height={360} loading="lazy" />
                  )}
                  <strong>{product.name}</strong>
                  <span>{productOut(product) ? SOLD_OUT : priceWords(product)}</span>
                  {product.description && <StyledItemDescription>{product.description}</StyledItemDescription>}
                </StyledItem>
              </li>
            ))}
          </StyledItems>
        </StyledMenuSection>
      ))}
      {menu.specials.length > 0 && (
        <StyledMenuSection id="menu-specials" aria-labelledby="h-specials">
          <h2 id="h-specials">Specials</h2>
          <StyledItems>
            {menu.specials.map((special) => (
              <li key={special.id}>
                <StyledItem disabled={soldOut(special)} onClick={() => onChoose({ kind: 'special', special })}>
                  <strong>{special.name}</strong>
                  <span>{soldOut(special) ? SOLD_OUT : formatDollars(special.priceCents)}</span>
                </StyledItem>
              </li>
            ))}
          </StyledItems>
        </StyledMenuSection>
      )}
      {menu.sides.length > 0 && (
        <StyledMenuSection id="menu-sides" aria-labelledby="h-sides">
          <h2 id="h-sides">Sides</h2>
          <StyledItems>
            {menu.sides.map((side) => (
              <li key={side.id}>
                <StyledItem
                  disabled={soldOut(side)}
                  aria-label={
                    soldOut(side)
                      ? `${side.name}: ${SOLD_OUT}`
                      : `Add ${side.name}, ${formatDollars(side.basePriceCents)}`
                  }
                  onClick={() => onAddSide(side.id, side.name)}
                >
                  <strong>{side.name}</strong>
                  <span>{soldOut(side) ? SOLD_OUT : formatDollars(side.basePriceCents)}</span>
                </StyledItem>
              </li>
            ))}
          </StyledItems>
        </StyledMenuSection>
      )}
    </div>
  );
}
