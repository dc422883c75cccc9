import { useState, type ReactNode } from 'react';
import { StyledButton } from '../../../ui/controls/Button';
import { Icon } from '../../../ui/controls/Icon';
import { Toast } from '../../../ui/controls/Toast';
import { formatDollars } from '../../../ui/format/money';
import { StyledChoice } from './ItemOptions.styles';
import { hitKey, hitName, type MenuHit } from './menuSearch';
import {
  plainProduct,
  productTakesToppings,
  soldOut,
  type LineChoice,
  type Menu,
  type MenuProduct,
} from '../draft/pricing';
import { useTapGuard } from '../terminal/tapGuard';
import { SOLD_OUT } from '../../../ui/format/words';
import { StyledTileGrid, StyledTile, StyledAddTile, StyledSizesTile, StyledRefusal } from './MenuTiles.styles';

export function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <StyledButton type="button" $variant="ghost" onClick={onClick}>
      ← Go Back
    </StyledButton>
  );
}

/** Adds a line; answers the message to show when it cannot (no order yet), else null. */
export type AddLine = (choice: LineChoice, quantity: number, notes: string) => string | null;

/** What stopped an addition, said where the cashier is looking. */
export function Refusal({ children }: { children: ReactNode }) {
  return <StyledRefusal role="alert">{children}</StyledRefusal>;
}

export interface QuickAdd {
  /** Adds one at once, unless the same tile was just tapped (a double tap adds one). */
  add: (tile: string, choice: LineChoice, label: string) => void;
  /** What the last tap did: added (a polite status), or why not (an alert). */
  note: ReactNode;
}

/** How long "Added Soda (20 oz)." stays; an error stays twice as long. */
const ADDED_MS = 2500;

/**
 * One-tap additions of a view, with what the last one did: said in the header's note place, never above the
 * tiles, so no tile moves between two quick taps (docs/product.md#terminal-feel).
 */
export function useQuickAdd(onAdd: AddLine): QuickAdd {
  const guard = useTapGuard();
  const [outcome, setOutcome] = useState<{ tap: number; refused: string | null; added: string } | null>(null);
  return {
    add: (tile, choice, label) =>
      guard(tile, () => {
        const refused = onAdd(choice, 1, '');
        setOutcome((last) => ({ tap: (last?.tap ?? 0) + 1, refused, added: refused ? '' : `Added ${label}.` }));
      }),
    note: outcome && (
      // A new key per tap: each tap's note shows its full time.
      <Toast
        key={outcome.tap}
        alert={!!outcome.refused}
        duration={outcome.refused ? 2 * ADDED_MS : ADDED_MS}
        onTimeout={() => setOutcome(null)}
      >
        {outcome.refused ?? outcome.added}
      </Toast>
    ),
  };
}

/** A tile that adds what it names at once; greyed when it ran out. */
export function AddTile(props: { name: string; detail: string; onTap: () => void; out?: boolean }) {
  return (
    <StyledAddTile type="button" onClick={props.onTap} disabled={props.out}>
      <strong>{props.name}</strong>
      <span>{props.out ? SOLD_OUT : props.detail}</span>
      {!props.out && <Icon name="plus" size={22} />}
    </StyledAddTile>
  );
}

/** A tile that opens what it names; greyed when it ran out. */
export function OpenTile(props: { name: string; detail: string; onTap: () => void; out?: boolean }) {
  return (
    <StyledTile type="button" onClick={props.onTap} disabled={props.out}>
      <strong>{props.name}</strong>
      <span>{props.out ? SOLD_OUT : props.detail}</span>
    </StyledTile>
  );
}

function priceLabel(product: MenuProduct): string {
  if (product.sizes.length === 0) return formatDollars(product.priceCents);
  const priced = product.sizes.filter((size) => size.priceCents > 0);
  const sizes = `${product.sizes.length} ${product.sizes.length === 1 ? 'size' : 'sizes'}`;
  return priced.length ? `${sizes} · from ${formatDollars(priced[0]!.priceCents)}` : sizes;
}

export const sizePrice = (cents: number) => (cents > 0 ? formatDollars(cents) : 'Price upon request');

interface ProductItemProps {
  menu: Menu;
  product: MenuProduct;
  onOpen: (productId: string, sizeId?: string) => void;
  quick: QuickAdd;
}

/**
 * A product as the cashier meets it: one with toppings to choose opens; one
 * that takes none is added in one tap, or one tap per size button.
 */
export function ProductItem({ menu, product, onOpen, quick }: ProductItemProps) {
  const out = soldOut(product);
  if (productTakesToppings(menu, product)) {
    return <OpenTile name={product.name} detail={priceLabel(product)} out={out} onTap={() => onOpen(product.id)} />;
  }
  if (product.sizes.length === 0) {
    return (
      <AddTile
        name={product.name}
        detail={formatDollars(product.priceCents)}
        out={out}
        onTap={() => quick.add(`product-${product.id}`, plainProduct(product.id, null), product.name)}
      />
    );
  }
  const heading = `sizes-tile-${product.id}`;
  return (
    <StyledSizesTile role="group" aria-labelledby={heading}>
      <strong id={heading}>{product.name}</strong>
      <div>
        {product.sizes.map((size) => (
          <StyledChoice
            key={size.id}
            type="button"
            $chosen={false}
            disabled={out || soldOut(size)}
            onClick={() =>
              quick.add(`size-${size.id}`, plainProduct(product.id, size.id), `${size.sizeName} ${product.name}`)
            }
          >
            {size.sizeName}
            <small>{out || soldOut(size) ? SOLD_OUT : sizePrice(size.priceCents)}</small>
          </StyledChoice>
        ))}
      </div>
    </StyledSizesTile>
  );
}

interface SearchResultsProps {
  menu: Menu;
  hits: readonly MenuHit[];
  onOpenProduct: (productId: string, sizeId?: string) => void;
  onOpenSpecial: (specialId: string) => void;
  quick: QuickAdd;
}

/** What a search found, best first; one tap opens it or adds it. */
export function SearchResults({ menu, hits, onOpenProduct, onOpenSpecial, quick }: SearchResultsProps) {
  return (
    <StyledTileGrid aria-label="Search results">
      {hits.map((hit) => (
        <li key={hitKey(hit)}>
          <SearchHit menu={menu} hit={hit} onOpenProduct={onOpenProduct} onOpenSpecial={onOpenSpecial} quick={quick} />
        </li>
      ))}
    </StyledTileGrid>
  );
}

function SearchHit({
  menu,
  hit,
  onOpenProduct,
  onOpenSpecial,
  quick,
}: Omit<SearchResultsProps, 'hits'> & { hit: MenuHit }) {
  switch (hit.kind) {
    case 'product':
      return <ProductItem menu={menu} product={hit.product} onOpen={onOpenProduct} quick={quick} />;
    case 'size': {
      const name = hitName(hit);
      const price = sizePrice(hit.size.priceCents);
      const out = soldOut(hit.product) || soldOut(hit.size);
      if (productTakesToppings(menu, hit.product)) {
        return (
          <OpenTile name={name} detail={price} out={out} onTap={() => onOpenProduct(hit.product.id, hit.size.id)} />
        );
      }
      const choice = plainProduct(hit.product.id, hit.size.id);
      return <AddTile name={name} detail={price} out={out} onTap={() => quick.add(hitKey(hit), choice, name)} />;
    }
    case 'special':
      return (
        <OpenTile
          name={hit.special.name}
          detail={`Special · ${formatDollars(hit.special.priceCents)}`}
          out={soldOut(hit.special)}
          onTap={() => onOpenSpecial(hit.special.id)}
        />
      );
    case 'side':
      return (
        <AddTile
          name={hit.side.name}
          detail={`Side · ${formatDollars(hit.side.basePriceCents)}`}
          out={soldOut(hit.side)}
          onTap={() => quick.add(hitKey(hit), { kind: 'side', sideId: hit.side.id }, hit.side.name)}
        />
      );
  }
}
