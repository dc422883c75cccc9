import { useId, useState } from 'react';
import type { HalfToppingPricing, ToppingLevel, ToppingPlacement } from '../../../graphql/generated/graphql';
import { formatDollars } from '../../../ui/format/money';
import {
  halfPrice,
  levelPrice,
  matchesSearch,
  soldOut,
  type MenuSide,
  type MenuTopping,
  type ToppingPick,
} from '../draft/pricing';
import {
  StyledSearchLabel,
  StyledSearch,
  StyledChoice,
  StyledRows,
  StyledToppingRow,
  StyledToppingName,
  StyledButtons,
  StyledPlacement,
  StyledEmpty,
  StyledSideGrid,
} from './ItemOptions.styles';
import { EMPTY_TEXT, SIDE_SEARCH, SOLD_OUT } from '../../../ui/format/words';

interface SearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A local search over what is on screen; `/` focuses the first one (docs/product.md#terminal-feel). */
export function SearchField({ label, placeholder, value, onChange }: SearchProps) {
  const id = useId();
  return (
    <div>
      <StyledSearchLabel htmlFor={id}>{label}</StyledSearchLabel>
      <StyledSearch
        id={id}
        type="search"
        data-search
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Brings a part of an opened item into view by scrolling its choices only,
 * never the page around them (on a phone that would take Go Back off the
 * screen): to the top of the list, or just enough to show it.
 */
export function revealInChoices(element: Element | null, align: 'start' | 'nearest'): void {
  const choices = element?.closest<HTMLElement>('[data-detail-body]');
  if (!element || !choices) return;
  const shown = choices.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const margin = 4;
  if (align === 'start' || box.top < shown.top) choices.scrollTop += box.top - shown.top - margin;
  else if (box.bottom > shown.bottom)
    choices.scrollTop += Math.min(box.bottom - shown.bottom + margin, box.top - shown.top - margin);
}

const LEVELS: readonly { level: ToppingLevel; word: string }[] = [
  { level: 'none', word: 'No' },
  { level: 'little', word: 'Little' },
  { level: 'regular', word: 'Regular' },
  { level: 'extra', word: 'Extra' },
];

const PLACEMENTS: readonly { placement: ToppingPlacement; word: string }[] = [
  { placement: 'whole', word: 'Whole' },
  { placement: 'left', word: '½ L' },
  { placement: 'right', word: '½ R' },
];

interface ToppingPickerProps {
  toppings: readonly MenuTopping[];
  picks: readonly ToppingPick[];
  onChange: (picks: ToppingPick[]) => void;
  /** Pizzas offer halves (docs/product.md#halves). */
  halves: boolean;
  halfPricing: HalfToppingPricing;
  /** Names the search field when a screen shows more than one picker. */
  searchLabel: string;
}

/**
 * 'Toppings:' with 'Search For Topping...': each topping offers No, Little,
 * Regular and Extra with their prices; a second tap on the chosen portion
 * takes it off. On a pizza a chosen topping can go on the whole, the left or
 * the right half, each with what it costs there.
 */
export function ToppingPicker({ toppings, picks, onChange, halves, halfPricing, searchLabel }: ToppingPickerProps) {
  const [query, setQuery] = useState('');
  const shown = toppings.filter((topping) => matchesSearch(topping.name, query));

  const setPick = (toppingId: string, pick: ToppingPick | null) => {
    const others = picks.filter((candidate) => candidate.toppingId !== toppingId);
    onChange(pick ? [...others, pick] : others);
  };

  return (
    <>
      <SearchField label={searchLabel} placeholder="Search For Topping..." value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <StyledEmpty>{toppings.length ? 'No topping matches the search.' : EMPTY_TEXT.toppings}</StyledEmpty>
      ) : (
        <StyledRows>
          {shown.map((topping) => {
            const pick = picks.find((candidate) => candidate.toppingId === topping.id) ?? null;
            // Ran out: "No" still goes on a line (it takes nothing from the kitchen).
            const out = soldOut(topping);
            return (
              <StyledToppingRow key={topping.id} $picked={!!pick}>
                <StyledToppingName>
                  {topping.name}
                  {out && <small> · {SOLD_OUT}</small>}
                </StyledToppingName>
                <StyledButtons role="group" aria-label={`${topping.name} portion`}>
                  {LEVELS.map(({ level, word }) => {
                    const chosen = pick?.level === level;
                    return (
                      <StyledChoice
                        key={level}
                        type="button"
                        $chosen={chosen}
                        aria-pressed={chosen}
                        disabled={out && level !== 'none' && !chosen}
                        onClick={(event) => {
                          const row = event.currentTarget.closest('li');
                          setPick(
                            topping.id,
                            chosen ? null : { toppingId: topping.id, level, placement: pick?.placement ?? 'whole' },
                          );
                          // The half picker opens below the row: brought into view, never left out of sight.
                          if (!pick && halves) requestAnimationFrame(() => revealInChoices(row, 'nearest'));
                        }}
                      >
                        {word}
                        {level !== 'none' && <small>{formatDollars(levelPrice(topping, level))}</small>}
                      </StyledChoice>
                    );
                  })}
                </StyledButtons>
                {pick && halves && (
                  <StyledPlacement role="group" aria-label={`${topping.name} placement`}>
                    <span>{halfPricing === 'half' ? 'A half costs half.' : 'A half costs the full price.'}</span>
                    {PLACEMENTS.map(({ placement, word }) => {
                      const chosen = pick.placement === placement;
                      const price = levelPrice(topping, pick.level);
                      return (
                        <StyledChoice
                          key={placement}
                          type="button"
                          $chosen={chosen}
                          aria-pressed={chosen}
                          onClick={() => setPick(topping.id, { ...pick, placement })}
                        >
                          {word}
                          {pick.level !== 'none' && (
                            <small>
                              {formatDollars(placement === 'whole' ? price : halfPrice(price, halfPricing))}
                            </small>
                          )}
                        </StyledChoice>
                      );
                    })}
                  </StyledPlacement>
                )}
              </StyledToppingRow>
            );
          })}
        </StyledRows>
      )}
    </>
  );
}

interface SidePickerProps {
  sides: readonly MenuSide[];
  chosen: readonly string[];
  onChange: (sides: string[]) => void;
  searchLabel: string;
}

/** 'Adding Sides:' with 'Search sides...': each side a toggle with its price. */
export function SidePicker({ sides, chosen, onChange, searchLabel }: SidePickerProps) {
  const [query, setQuery] = useState('');
  const shown = sides.filter((side) => matchesSearch(side.name, query));
  return (
    <>
      <SearchField label={searchLabel} placeholder={SIDE_SEARCH.placeholder} value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <StyledEmpty>{sides.length ? SIDE_SEARCH.noMatch : EMPTY_TEXT.sides}</StyledEmpty>
      ) : (
        <StyledSideGrid>
          {shown.map((side) => {
            const on = chosen.includes(side.id);
            const out = soldOut(side);
            return (
              <StyledChoice
                key={side.id}
                type="button"
                $chosen={on}
                aria-pressed={on}
                disabled={out && !on}
                onClick={() => onChange(on ? chosen.filter((id) => id !== side.id) : [...chosen, side.id])}
              >
                {side.name}
                <small>{out ? SOLD_OUT : formatDollars(side.basePriceCents)}</small>
              </StyledChoice>
            );
          })}
        </StyledSideGrid>
      )}
    </>
  );
}
