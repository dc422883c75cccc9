import { useState } from 'react';
import type { ToppingLevel, ToppingPlacement } from '../../graphql/generated/graphql';
import { StyledButton } from '../../ui/controls/Button';
import { TextAreaField } from '../../ui/controls/Field';
import {
  choiceParts,
  productTakesToppings,
  soldOut,
  takesHalves,
  toppingPrice,
  unitPrice,
  type LineChoice,
  type ToppingPick,
} from '../../ui/format/menuPricing';
import { Modal } from '../../ui/controls/Modal';
import { formatDollars } from '../../ui/format/money';
import { SOLD_OUT } from '../../ui/format/words';
import { MAX_QUANTITY, type CartLine, type OnlinePage } from './cart';
import { StyledChoices, StyledSegments, StyledToppingRow } from './ItemDialog.styles';
import { StyledItemPhoto, StyledStepper } from './OnlinePage.styles';

type Menu = OnlinePage['menu'];
type Product = Menu['categories'][number]['products'][number];
type Special = Menu['specials'][number];

const LEVELS: { value: ToppingLevel; label: string }[] = [
  { value: 'none', label: 'No' },
  { value: 'little', label: 'Little' },
  { value: 'regular', label: 'Regular' },
  { value: 'extra', label: 'Extra' },
];
const PLACEMENTS: { value: ToppingPlacement; label: string }[] = [
  { value: 'whole', label: 'Whole' },
  { value: 'left', label: 'Left half' },
  { value: 'right', label: 'Right half' },
];

export type Chosen = { kind: 'product'; product: Product; category: string } | { kind: 'special'; special: Special };

interface Props {
  page: OnlinePage;
  chosen: Chosen;
  onAdd: (line: Omit<CartLine, 'key'>) => void;
  onClose: () => void;
}

/**
 * One item made the customer's way: a size, toppings with their portion and half, sides, how many,
 * and a note for the kitchen; its price as it is chosen, by the server's own rules.
 */
export function ItemDialog({ page, chosen, onAdd, onClose }: Props) {
  const menu = page.menu;
  const product = chosen.kind === 'product' ? chosen.product : null;
  const [sizeId, setSizeId] = useState<string | null>(null);
  const [toppings, setToppings] = useState<ToppingPick[]>([]);
  const [sides, setSides] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [notes, setNotes] = useState('');

  const choice: LineChoice = product
    ? { kind: 'product', productId: product.id, sizeId, toppings, sides }
    : { kind: 'special', specialId: chosen.kind === 'special' ? chosen.special.id : '', items: [] };
  const parts = choiceParts(menu, choice, page.halfToppingPricing);
  const each = parts ? unitPrice(parts) : 0;
  const needsSize = !!product && product.sizes.length > 0 && !sizeId;
  const withToppings = !!product && productTakesToppings(menu, product);
  const halves = product && chosen.kind === 'product' && takesHalves(chosen.category, product.name);
  const title = product ? product.name : chosen.kind === 'special' ? chosen.special.name : '';

  const pickOf = (toppingId: string) => toppings.find((t) => t.toppingId === toppingId);
  const setPick = (toppingId: string, change: Partial<ToppingPick>) => {
    const was = pickOf(toppingId) ?? {
      toppingId,
      level: 'none' as ToppingLevel,
      placement: 'whole' as ToppingPlacement,
    };
    const next = { ...was, ...change };
    setToppings((list) => [...list.filter((t) => t.toppingId !== toppingId), ...(next.level === 'none' ? [] : [next])]);
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <StyledButton
          $variant="primary"
          $block
          disabled={needsSize || !parts}
          onClick={() => onAdd({ choice, quantity, notes: notes.trim() })}
        >
          {needsSize ? 'Choose a size' : `Add ${quantity} to your order · ${formatDollars(each * quantity)}`}
        </StyledButton>
      }
    >
      {product?.photo && <StyledItemPhoto src={product.photo.large} alt="" width={960} height={720} />}
      {product?.description && <p>{product.description}</p>}
      {product && product.sizes.length > 0 && (
        <StyledChoices>
          <legend>Size</legend>
          {product.sizes.map((size) => (
            <label key={size.id}>
              <input
                type="radio"
                name="size"
                value={size.id}
                checked={sizeId === size.id}
                disabled={soldOut(size)}
                onChange={() => setSizeId(size.id)}
              />
              {size.sizeName} · {soldOut(size) ? SOLD_OUT : formatDollars(size.priceCents)}
            </label>
          ))}
        </StyledChoices>
      )}
      {chosen.kind === 'special' && (
        <StyledChoices>
          <legend>In this special</legend>
          <ul>
            {chosen.special.items.map((item) => (
              <li key={item.id}>
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {item.productName}
              </li>
            ))}
          </ul>
        </StyledChoices>
      )}
      {withToppings && menu.toppings.length > 0 && (
        <StyledChoices>
          <legend>Toppings</legend>
          {menu.toppings.map((topping) => {
            const pick = pickOf(topping.id);
            const out = soldOut(topping);
            return (
              <StyledToppingRow key={topping.id}>
                <span id={`topping-${topping.id}`}>{out ? `${topping.name} (${SOLD_OUT})` : topping.name}</span>
                {/* Tappable portions, each with what it adds to this pizza as it is placed (a half costs half). */}
                <StyledSegments role="group" aria-label={`${topping.name}: how much`}>
                  {LEVELS.map((level) => {
                    const on = (pick?.level ?? 'none') === level.value;
                    const adds = toppingPrice(
                      topping,
                      { level: level.value, placement: pick?.placement ?? 'whole' },
                      page.halfToppingPricing,
                    );
                    return (
                      <button
                        key={level.value}
                        type="button"
                        aria-pressed={on}
                        disabled={out}
                        onClick={() => setPick(topping.id, { level: level.value })}
                      >
                        {level.label}
                        {level.value !== 'none' && <small>+{formatDollars(adds)}</small>}
                      </button>
                    );
                  })}
                </StyledSegments>
                {halves && pick && (
                  <StyledSegments role="group" aria-label={`${topping.name}: where`}>
                    {PLACEMENTS.map((placement) => (
                      <button
                        key={placement.value}
                        type="button"
                        aria-pressed={pick.placement === placement.value}
                        onClick={() => setPick(topping.id, { placement: placement.value })}
                      >
                        {placement.label}
                      </button>
                    ))}
                  </StyledSegments>
                )}
              </StyledToppingRow>
            );
          })}
        </StyledChoices>
      )}
      {product && menu.sides.length > 0 && (
        <StyledChoices>
          <legend>Sides</legend>
          {menu.sides.map((side) => (
            <label key={side.id}>
              <input
                type="checkbox"
                checked={sides.includes(side.id)}
                disabled={soldOut(side)}
                onChange={(event) =>
                  setSides((list) => (event.target.checked ? [...list, side.id] : list.filter((s) => s !== side.id)))
                }
              />
              {side.name} · {soldOut(side) ? SOLD_OUT : `+${formatDollars(side.basePriceCents)}`}
            </label>
          ))}
        </StyledChoices>
      )}
      <StyledChoices>
        <legend>How many</legend>
        <StyledStepper>
          <button
            type="button"
            aria-label="One less"
            disabled={quantity <= 1}
            onClick={() => setQuantity(quantity - 1)}
          >
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button
            type="button"
            aria-label="One more"
            disabled={quantity >= MAX_QUANTITY}
            onClick={() => setQuantity(quantity + 1)}
          >
            +
          </button>
        </StyledStepper>
      </StyledChoices>
      <TextAreaField
        label="A note for the kitchen (optional)"
        rows={2}
        maxLength={500}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
    </Modal>
  );
}
