import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../graphql/generated';
import { media, space } from '../../theme/theme';
import { StyledButton } from '../../ui/controls/Button';
import { TextField } from '../../ui/controls/Field';
import { PageTitle } from '../../ui/layout/Layout';
import { QueryState, StyledBadge } from './ConsoleUi';
import { StyledConsoleHeading } from './ConsoleUi.styles';

/** One restaurant's day, reconciled by the orders and drivers services through the supergraph (admins). */
export const BOOKS = graphql(`
  query ConsoleBooks($restaurantId: ID!, $day: String!) {
    books(restaurantId: $restaurantId, day: $day) {
      restaurantId
      day
      check {
        lines
        differences
      }
    }
  }
`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const today = () => new Date().toISOString().slice(0, 10);

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${space(3)};
  margin-bottom: ${space(5)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledLines = styled.ul`
  margin: 0 0 ${space(4)};
  padding: ${space(4, 5)};
  list-style: none;
  display: grid;
  gap: ${space(2)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.95rem;
  overflow-wrap: anywhere;
`;

/**
 * /admin/books?restaurant=…&day=…: the books check of one restaurant's day
 * (docs/decisions/0028-books.md), the same as `npm run books`: orders net
 * of voids = the revenue rollup = counter sales + what drivers owe and have
 * settled, with every difference listed.
 */
export function BooksPage() {
  const [params, setParams] = useSearchParams();
  const restaurantId = params.get('restaurant') ?? '';
  const day = params.get('day') ?? today();
  const [typed, setTyped] = useState({ restaurantId, day });
  const ready = UUID.test(restaurantId) && /^\d{4}-\d{2}-\d{2}$/.test(day);
  const { data, loading, error, refetch } = useQuery(BOOKS, {
    variables: { restaurantId, day },
    skip: !ready,
    fetchPolicy: 'network-only',
  });
  const check = data?.books.check;

  return (
    <section aria-labelledby="books-title">
      <PageTitle>Books · Operator console</PageTitle>
      <StyledConsoleHeading>
        <div>
          <h2 id="books-title">Books check</h2>
          <p>
            One restaurant’s day: orders net of voids, the revenue rollup, counter sales and what drivers owe and have
            settled must agree. Pick a restaurant on the <Link to="/admin">Accounts</Link> page.
          </p>
        </div>
      </StyledConsoleHeading>
      <StyledForm
        aria-label="Which day"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ restaurant: typed.restaurantId.trim(), day: typed.day });
        }}
      >
        <TextField
          label="Restaurant id"
          name="restaurant"
          value={typed.restaurantId}
          spellCheck={false}
          onChange={(event) => setTyped({ ...typed, restaurantId: event.target.value })}
        />
        <TextField
          label="Day"
          type="date"
          name="day"
          value={typed.day}
          onChange={(event) => setTyped({ ...typed, day: event.target.value })}
        />
        <StyledButton type="submit">Check</StyledButton>
      </StyledForm>
      {!ready ? (
        <p>Give a restaurant id and a day to check.</p>
      ) : (
        <QueryState loading={loading} error={error} hasData={!!check} what="books" onRetry={() => void refetch()}>
          {check && (
            <>
              <StyledLines aria-label="The day">
                {check.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </StyledLines>
              {check.differences.length === 0 ? (
                <p>
                  <StyledBadge $tone="good">Agree</StyledBadge> The books agree.
                </p>
              ) : (
                <>
                  <p>
                    <StyledBadge $tone="bad">
                      {check.differences.length} difference{check.differences.length === 1 ? '' : 's'}
                    </StyledBadge>
                  </p>
                  <StyledLines aria-label="Differences">
                    {check.differences.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </StyledLines>
                </>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
