import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { HalfToppingPricing } from '../../../graphql/generated/graphql';
import { media } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';
import { TextAreaField } from '../../../ui/controls/Field';
import { formatDollars } from '../../../ui/format/money';
import { SidePicker, ToppingPicker } from './ItemOptions';
import { StyledChoice, StyledOptionHeading } from './ItemOptions.styles';
import { BackButton, Refusal, sizePrice, type AddLine } from './MenuTiles';
import { SOLD_OUT } from '../../../ui/format/words';
import { StyledViewTop } from './MenuTiles.styles';
import {
  choiceParts,
  productTakesToppings,
  soldOut,
  unitPrice,
  type LineChoice,
  type Menu,
  type MenuProduct,
  type ToppingPick,
} from '../draft/pricing';
import { useKeptChoice } from './productChoice';
import {
  StyledDetail,
  StyledDetailTop,
  StyledDetailBody,
  StyledSizes,
  StyledAddBar,
  StyledTotal,
  StyledQuantity,
  StyledStep,
} from './ItemDetail.styles';

/**
 * A product or a special, opened (docs/product.md#terminal-layout): the name
 * and Go Back on top, the choices in between, and 'Add to the Order' with
 * 'Total Product Price' at the bottom. The choices scroll between the two, so
 * the add bar is always in reach and never lies over a choice
 * (/shared TERMINAL-UX: sticky bars never cover a control).
 */

/** The phone layout: the columns stack and the grand total is pinned to the bottom of the screen. */
const STACKED = media.tablet.replace(/^@media\s+/, '');

/**
 * On a phone the columns stack and the page scrolls: the opened item takes the
 * screen above the grand total bar (measured, as the bar and the screen may
 * change) and comes to its top, sizes first, so nothing of it is under a bar.
 */
function useFitsScreen() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const detail = ref.current;
    const screen = detail?.closest<HTMLElement>('main');
    if (!detail || !screen) return;
    const fit = () => {
      const totalBar = screen.querySelector<HTMLElement>('[data-total-bar]')?.offsetHeight ?? 0;
      detail.style.setProperty('--screen-height', `${screen.clientHeight - totalBar}px`);
    };
    fit();
    if (window.matchMedia(STACKED).matches) detail.scrollIntoView({ block: 'start' });
    const observer = new ResizeObserver(fit);
    observer.observe(screen);
    return () => observer.disconnect();
  }, []);
  return ref;
}

interface DetailFrameProps {
  top: ReactNode;
  refused: string | null;
  children: ReactNode;
  bar: ReactNode;
  label: string;
}

export function DetailFrame({ top, refused, children, bar, label }: DetailFrameProps) {
  const ref = useFitsScreen();
  return (
    <StyledDetail ref={ref} data-item-detail>
      <StyledDetailTop>
        <StyledViewTop>{top}</StyledViewTop>
        {refused && <Refusal>{refused}</Refusal>}
      </StyledDetailTop>
      <StyledDetailBody role="group" aria-label={label} data-detail-body>
        {children}
      </StyledDetailBody>
      {bar}
    </StyledDetail>
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
export function NotesAndQuantity({ notes, onNotes, quantity, onQuantity }: NotesAndQuantityProps) {
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

export function AddBar({ unitCents, quantity, canAdd, onAdd }: AddBarProps) {
  return (
    <StyledAddBar data-add-bar>
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

/** The line's choices, its notes and quantity, and what adding them said. */
export function useAdding(onAdd: AddLine) {
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [refused, setRefused] = useState<string | null>(null);
  return {
    refused,
    fields: { notes, onNotes: setNotes, quantity, onQuantity: setQuantity },
    add: (choice: LineChoice) => setRefused(onAdd(choice, quantity, notes)),
  };
}

interface ProductDetailProps {
  menu: Menu;
  product: MenuProduct;
  /** A size chosen already (a search for "large pep"). */
  sizeId?: string;
  halves: boolean;
  halfPricing: HalfToppingPricing;
  onBack: () => void;
  onAdd: AddLine;
}

/** A product: sizes, toppings by portion (and half on a pizza) unless it takes none, sides, notes, and 'Add to the Order'. */
export function ProductDetail({
  menu,
  product,
  sizeId: chosenSize,
  halves,
  halfPricing,
  onBack,
  onAdd,
}: ProductDetailProps) {
  const [sizeId, setSizeId] = useState<string | null>(chosenSize ?? null);
  const [toppings, setToppings] = useState<ToppingPick[]>([]);
  const [sides, setSides] = useState<string[]>([]);
  const adding = useAdding(onAdd);
  // A reload finds a half-configured product as it was (productChoice.ts).
  useKeptChoice(
    product.id,
    { sizeId, toppings, sides, notes: adding.fields.notes, quantity: adding.fields.quantity },
    { setSizeId, setToppings, setSides, setNotes: adding.fields.onNotes, setQuantity: adding.fields.onQuantity },
  );
  const choice: LineChoice = { kind: 'product', productId: product.id, sizeId, toppings, sides };
  const unit = unitPrice(choiceParts(menu, choice, halfPricing) ?? []);
  const size = product.sizes.find((candidate) => candidate.id === sizeId);
  const takesToppings = productTakesToppings(menu, product);
  // docs/product.md#adding-items: a product with sizes needs one before it can be added.
  const canAdd = product.sizes.length === 0 || sizeId !== null;

  return (
    <DetailFrame
      label={`Choices for ${product.name}`}
      refused={adding.refused}
      top={
        <>
          <BackButton onClick={onBack} />
          <h3>{product.name}</h3>
          <span>
            {product.sizes.length === 0
              ? formatDollars(product.priceCents)
              : size
                ? `${size.sizeName} · ${formatDollars(size.priceCents)}`
                : 'Choose a size'}
          </span>
        </>
      }
      bar={
        <AddBar unitCents={unit} quantity={adding.fields.quantity} canAdd={canAdd} onAdd={() => adding.add(choice)} />
      }
    >
      {product.sizes.length > 0 && (
        <>
          <StyledOptionHeading id={`sizes-${product.id}`}>Available Sizes:</StyledOptionHeading>
          <StyledSizes role="group" aria-labelledby={`sizes-${product.id}`}>
            {product.sizes.map((candidate) => (
              <StyledChoice
                key={candidate.id}
                type="button"
                $chosen={candidate.id === sizeId}
                aria-pressed={candidate.id === sizeId}
                disabled={soldOut(candidate) && candidate.id !== sizeId}
                onClick={() => setSizeId(candidate.id === sizeId ? null : candidate.id)}
              >
                {candidate.sizeName}
                <small>{soldOut(candidate) ? SOLD_OUT : sizePrice(candidate.priceCents)}</small>
              </StyledChoice>
            ))}
          </StyledSizes>
        </>
      )}
      {takesToppings && (
        <>
          <StyledOptionHeading>Toppings:</StyledOptionHeading>
          <ToppingPicker
            toppings={menu.toppings}
            picks={toppings}
            onChange={setToppings}
            halves={halves}
            halfPricing={halfPricing}
            searchLabel="Search toppings"
          />
        </>
      )}
      <StyledOptionHeading>Adding Sides:</StyledOptionHeading>
      <SidePicker sides={menu.sides} chosen={sides} onChange={setSides} searchLabel="Search sides to add" />
      <NotesAndQuantity {...adding.fields} />
    </DetailFrame>
  );
}
