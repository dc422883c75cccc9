import { useMutation } from '@apollo/client/react';
import { Toast } from '../../../ui/controls/Toast';
import { useState } from 'react';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { NO_MENU_MATCH, SOLD_OUT } from '../../../ui/format/words';
import { matchesSearch, soldOut, type Menu } from '../draft/pricing';
import { SearchField } from './ItemOptions';
import { StyledChoice, StyledOptionHeading, StyledSideGrid } from './ItemOptions.styles';
import { StyledEmpty, StyledView, StyledViewTop } from './MenuTiles.styles';
import { MARK_AVAILABLE, MARK_SOLD_OUT } from '../../../graphql/soldOut';
import { TERMINAL_MENU } from './operations';

type For = 'REST_OF_DAY' | 'UNTIL_AVAILABLE';

interface Item {
  id: string;
  name: string;
  out: boolean;
}

/** Everything of the menu that can run out, in the menu's groups, each matching the search. */
function groupsOf(menu: Menu, query: string): { title: string; items: Item[] }[] {
  const item = (id: string, name: string, mark: { soldOut?: { until?: string | null } | null }) => ({
    id,
    name,
    out: soldOut(mark),
  });
  const groups = [
    ...menu.categories.map((category) => ({
      title: category.name,
      items: category.products.flatMap((product) => [
        item(product.id, product.name, product),
        ...product.sizes.map((size) => item(size.id, `${size.sizeName} ${product.name}`, size)),
      ]),
    })),
    { title: 'Toppings', items: menu.toppings.map((t) => item(t.id, t.name, t)) },
    { title: 'Sides', items: menu.sides.map((s) => item(s.id, s.name, s)) },
    { title: 'Specials', items: menu.specials.map((s) => item(s.id, s.name, s)) },
  ];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((i) => matchesSearch(i.name, query)) }))
    .filter((group) => group.items.length > 0);
}

/**
 * 'Sold out' (docs/decisions/0061-sold-out.md): the counter marks what the kitchen ran out of, one
 * tap an item, and the same tap marks it back. For the rest of the restaurant's day unless said; the
 * menu is read again once the server has it, so every tile of this terminal greys at once.
 */
export function SoldOutBoard({ menu }: { menu: Menu }) {
  const [query, setQuery] = useState('');
  const [until, setUntil] = useState<For>('REST_OF_DAY');
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refetch = { refetchQueries: [TERMINAL_MENU], awaitRefetchQueries: true };
  const [markSoldOut] = useMutation(MARK_SOLD_OUT, refetch);
  const [markAvailable] = useMutation(MARK_AVAILABLE, refetch);

  const toggle = async (item: Item) => {
    setBusy(item.id);
    setFailure(null);
    try {
      const variables = { restaurantId: menu.restaurantId, itemId: item.id };
      const { data } = item.out
        ? await markAvailable({ variables })
        : await markSoldOut({ variables: { input: { ...variables, for: until } } });
      setSaid((data && ('markSoldOut' in data ? data.markSoldOut : data.markAvailable).message) ?? '');
    } catch (error) {
      setFailure(failureMessage(error, `${item.name} could not be marked. Try again.`));
    } finally {
      setBusy(null);
    }
  };

  const groups = groupsOf(menu, query);
  return (
    <StyledView>
      <StyledViewTop>
        <h3>Sold out</h3>
        <span>Tap what ran out; tap it again when it is back.</span>
      </StyledViewTop>
      <StyledSideGrid role="group" aria-label="Sold out for">
        {(
          [
            ['REST_OF_DAY', 'Rest of today'],
            ['UNTIL_AVAILABLE', 'Until marked available'],
          ] as const
        ).map(([value, words]) => (
          <StyledChoice
            key={value}
            type="button"
            $chosen={until === value}
            aria-pressed={until === value}
            onClick={() => setUntil(value)}
          >
            {words}
          </StyledChoice>
        ))}
      </StyledSideGrid>
      <SearchField label="Search what ran out" placeholder="Search the menu..." value={query} onChange={setQuery} />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {said && (
        <Toast key={said} duration={4000} onTimeout={() => setSaid('')}>
          {said}
        </Toast>
      )}
      {groups.length === 0 && <StyledEmpty>{NO_MENU_MATCH}</StyledEmpty>}
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <StyledOptionHeading>{group.title}</StyledOptionHeading>
          <StyledSideGrid>
            {group.items.map((item) => (
              <StyledChoice
                key={item.id}
                type="button"
                $chosen={item.out}
                aria-pressed={item.out}
                aria-busy={busy === item.id}
                onClick={() => void toggle(item)}
              >
                {item.name}
                <small>{item.out ? SOLD_OUT : 'Available'}</small>
              </StyledChoice>
            ))}
          </StyledSideGrid>
        </section>
      ))}
    </StyledView>
  );
}
