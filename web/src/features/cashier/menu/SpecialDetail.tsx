import {
  type Menu,
  type MenuSpecial,
  type ItemPick,
  type LineChoice,
  unitPrice,
  choiceParts,
  productOfItem,
  itemTakesToppings,
  takesHalves,
} from '../draft/pricing';
import type { HalfToppingPricing } from '../../../graphql/generated/graphql';
import { type AddLine, BackButton } from './MenuTiles';
import { useState } from 'react';
import { useAdding, DetailFrame, AddBar, NotesAndQuantity } from './ItemDetail';
import { formatDollars } from '../../../ui/format/money';
import { StyledEmpty, StyledViewTop } from './MenuTiles.styles';
import { StyledItem } from './ItemDetail.styles';
import { StyledButton } from '../../../ui/controls/Button';
import { revealInChoices, ToppingPicker, SidePicker } from './ItemOptions';
import { Icon } from '../../../ui/controls/Icon';
import { StyledOptionHeading } from './ItemOptions.styles';
import { EMPTY_TEXT } from '../../../ui/format/words';

interface SpecialDetailProps {
  menu: Menu;
  special: MenuSpecial;
  halfPricing: HalfToppingPricing;
  onBack: () => void;
  onAdd: AddLine;
}

/** A special: toppings (on the items that take them) and sides per item, notes, and 'Add to the Order'. */
export function SpecialDetail({ menu, special, halfPricing, onBack, onAdd }: SpecialDetailProps) {
  const [items, setItems] = useState<ItemPick[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const adding = useAdding(onAdd);
  const choice: LineChoice = { kind: 'special', specialId: special.id, items };
  const unit = unitPrice(choiceParts(menu, choice, halfPricing) ?? []);

  const pickOf = (itemId: string): ItemPick =>
    items.find((candidate) => candidate.itemId === itemId) ?? { itemId, toppings: [], sides: [] };
  const setPick = (pick: ItemPick) =>
    setItems((current) => [...current.filter((candidate) => candidate.itemId !== pick.itemId), pick]);

  return (
    <DetailFrame
      label={`Choices for ${special.name}`}
      refused={adding.refused}
      top={
        <>
          <BackButton onClick={onBack} />
          <h3>{special.name}</h3>
          <span>Total Price {formatDollars(special.priceCents)}</span>
        </>
      }
      bar={<AddBar unitCents={unit} quantity={adding.fields.quantity} canAdd onAdd={() => adding.add(choice)} />}
    >
      {special.items.length === 0 && <StyledEmpty>{EMPTY_TEXT.specialItems}</StyledEmpty>}
      {special.items.map((item) => {
        const pick = pickOf(item.id);
        const resolved = productOfItem(menu, item.productName);
        // docs/product.md#categories: a drink in a special offers no toppings either.
        const toppable = itemTakesToppings(menu, item.productName);
        const expanded = open === item.id;
        const added = pick.toppings.length + pick.sides.length;
        const what = toppable ? 'Toppings and sides' : 'Add sides';
        return (
          <StyledItem key={item.id} data-special-item>
            <StyledViewTop>
              <h4>
                {item.productName} x {item.quantity}
              </h4>
              <StyledButton
                type="button"
                $variant="secondary"
                aria-expanded={expanded}
                onClick={(event) => {
                  const card = event.currentTarget.closest<HTMLElement>('[data-special-item]');
                  setOpen(expanded ? null : item.id);
                  // What opens is brought into view: its choices start at the top of the list.
                  if (!expanded) requestAnimationFrame(() => revealInChoices(card ?? null, 'start'));
                }}
              >
                <Icon name={expanded ? 'close' : 'plus'} size={18} />
                {expanded ? 'Done' : added ? `${what} (${added})` : what}
              </StyledButton>
            </StyledViewTop>
            {expanded && (
              <>
                {toppable && (
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
                  </>
                )}
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
      <NotesAndQuantity {...adding.fields} />
    </DetailFrame>
  );
}
