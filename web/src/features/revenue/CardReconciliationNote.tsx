import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { CardReconciliationCardFragment } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { formatDayTime } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { CHECK_CARD_PAYMENTS } from './operations';

/**
 * The Z report's card payments against Stripe's (docs/decisions/0082-card-payments-reconciled-with-stripe.md):
 * "Card payments match Stripe", or each difference, as last checked (the daily check once the day has ended, or the
 * owner's "Check with Stripe now"); the cards taken on a machine Zest POS does not drive, apart. On paper in ink.
 */

type Tone = 'good' | 'bad' | 'plain';

const StyledCard = styled.section<{ $tone: Tone; $print: boolean }>`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid
    ${({ theme, $tone, $print }) =>
      $print
        ? theme.colors.ink
        : $tone === 'good'
          ? theme.colors.successBorder
          : $tone === 'bad'
            ? theme.colors.dangerBorder
            : theme.colors.border};
  background: ${({ theme, $tone, $print }) =>
    $print
      ? 'transparent'
      : $tone === 'good'
        ? theme.colors.successSoft
        : $tone === 'bad'
          ? theme.colors.dangerSoft
          : theme.colors.surfaceSunken};

  h4 {
    margin: 0;
    font-size: 1.05em;
    font-weight: 800;
    color: ${({ theme, $tone, $print }) =>
      $print
        ? theme.colors.ink
        : $tone === 'good'
          ? theme.colors.success
          : $tone === 'bad'
            ? theme.colors.danger
            : theme.colors.ink};
  }

  p,
  ul {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }

  ul {
    display: grid;
    gap: ${space(1)};
    padding-left: ${space(5)};
    overflow-wrap: anywhere;
  }

  button {
    justify-self: start;
  }
`;

export function CardReconciliationNote({
  restaurantId,
  day,
  check,
  timeZone,
  print,
}: {
  restaurantId: string;
  day: string;
  check: CardReconciliationCardFragment | null | undefined;
  timeZone: string;
  print: boolean;
}) {
  const [latest, setLatest] = useState(check ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checkNow, checking] = useMutation(CHECK_CARD_PAYMENTS);
  const shown = latest ?? check ?? null;

  const ask = async () => {
    setFailure(null);
    try {
      const { data } = await checkNow({ variables: { restaurantId, day } });
      if (data) setLatest(data.checkCardPayments);
    } catch (error) {
      setFailure(failureMessage(error, 'Stripe could not be asked just now. Try again.'));
    }
  };

  const tone: Tone = !shown ? 'plain' : shown.matched ? 'good' : 'bad';
  const count = shown?.differences.length ?? 0;
  return (
    <StyledCard
      $tone={tone}
      $print={print}
      aria-label="Card payments and Stripe"
      data-card-check={!shown ? 'none' : shown.matched ? 'matched' : 'differs'}
    >
      <h4>
        {!shown
          ? 'Card payments not checked with Stripe yet'
          : shown.matched
            ? 'Card payments match Stripe'
            : `Card payments differ from Stripe: ${count} ${count === 1 ? 'difference' : 'differences'}`}
      </h4>
      {!shown && <p>The daily check reads Stripe once the day has ended.</p>}
      {shown && shown.differences.length > 0 && (
        <ul>
          {shown.differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
      )}
      {shown && (
        <p>
          Stripe {formatDollars(shown.stripeCents)} · the books {formatDollars(shown.posCents)} · checked{' '}
          {formatDayTime(shown.checkedAt, timeZone)} by {shown.checkedBy}
        </p>
      )}
      {shown && shown.outside.length > 0 && (
        <>
          <p>Taken on a card machine Zest POS does not drive (not with Stripe):</p>
          <ul>
            {shown.outside.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {!print && (
        <StyledButton type="button" $variant="secondary" disabled={checking.loading} onClick={() => void ask()}>
          {checking.loading ? 'Checking with Stripe…' : 'Check with Stripe now'}
        </StyledButton>
      )}
    </StyledCard>
  );
}
