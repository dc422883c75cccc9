import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { HalfToppingPricing, ToppingLevel, ToppingPlacement } from '../../graphql/generated/graphql';
import { media, space } from '../../theme/theme';
import { formatDollars } from '../../ui/money';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { halfPrice, levelPrice, matchesSearch, type MenuSide, type MenuTopping, type ToppingPick } from './pricing';

export const StyledOptionHeading = styled.h4`
  margin: ${space(2, 0, 0)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.05rem;
  font-weight: 750;
`;

const StyledSearchLabel = styled.label`
  ${visuallyHidden}
`;

export const StyledSearch = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

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

/** A choice among a few, as big toggle buttons. */
export const StyledChoice = styled.button<{ $chosen: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 60px;
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;
  /* A quick double tap selects no text. */
  user-select: none;
  -webkit-user-select: none;

  small {
    font-size: 0.82rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};

      &:hover {
        background: ${theme.colors.primaryHover};
      }
    `}
`;

const StyledRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
`;

const StyledToppingRow = styled.li<{ $picked: boolean }>`
  display: grid;
  grid-template-columns: minmax(88px, 1fr) auto;
  align-items: center;
  gap: ${space(2, 3)};
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $picked, theme }) => ($picked ? theme.colors.primarySoft : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledToppingName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledPlacement = styled(StyledButtons)`
  grid-column: 1 / -1;
  justify-content: flex-end;
  align-items: center;

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.88rem;
  }

  ${media.phone} {
    span {
      flex-basis: 100%;
      text-align: right;
    }
  }
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

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
        <StyledEmpty>{toppings.length ? 'No topping matches the search.' : 'No Topping available yet.'}</StyledEmpty>
      ) : (
        <StyledRows>
          {shown.map((topping) => {
            const pick = picks.find((candidate) => candidate.toppingId === topping.id) ?? null;
            return (
              <StyledToppingRow key={topping.id} $picked={!!pick}>
                <StyledToppingName>{topping.name}</StyledToppingName>
                <StyledButtons role="group" aria-label={`${topping.name} portion`}>
                  {LEVELS.map(({ level, word }) => {
                    const chosen = pick?.level === level;
                    return (
                      <StyledChoice
                        key={level}
                        type="button"
                        $chosen={chosen}
                        aria-pressed={chosen}
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

const StyledSideGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

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
      <SearchField label={searchLabel} placeholder="Search sides..." value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <StyledEmpty>{sides.length ? 'No side matches the search.' : 'No Sides created yet.'}</StyledEmpty>
      ) : (
        <StyledSideGrid>
          {shown.map((side) => {
            const on = chosen.includes(side.id);
            return (
              <StyledChoice
                key={side.id}
                type="button"
                $chosen={on}
                aria-pressed={on}
                onClick={() => onChange(on ? chosen.filter((id) => id !== side.id) : [...chosen, side.id])}
              >
                {side.name}
                <small>{formatDollars(side.basePriceCents)}</small>
              </StyledChoice>
            );
          })}
        </StyledSideGrid>
      )}
    </>
  );
}
