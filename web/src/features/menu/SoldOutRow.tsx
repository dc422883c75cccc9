import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { StyledButton } from '../../ui/controls/Button';
import { space } from '../../theme/theme';
import { SOLD_OUT } from '../../ui/format/words';
import { MARK_AVAILABLE, MARK_SOLD_OUT } from '../../graphql/soldOut';

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};

  strong {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

interface SoldOutRowProps {
  restaurantId: string;
  item: { id: string; name: string; soldOut?: { until?: string | null } | null };
  /** Reads the list again once the server has the mark. */
  reload: () => Promise<unknown>;
}

/**
 * Sold out on a menu dashboard card (docs/decisions/0061-sold-out.md): what the terminal shows, and
 * the mark for today or until marked available, or its removal; the card says what the server did.
 */
export function SoldOutRow({ restaurantId, item, reload }: SoldOutRowProps) {
  const [markSoldOut] = useMutation(MARK_SOLD_OUT);
  const [markAvailable] = useMutation(MARK_AVAILABLE);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  // The server lists only marks still in force.
  const out = !!item.soldOut;

  const run = async (act: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      setSaid((await act()) ?? '');
      await reload();
    } catch (error) {
      setSaid(failureMessage(error, `${item.name} could not be marked. Try again.`));
    } finally {
      setBusy(false);
    }
  };
  const mark = (until: 'REST_OF_DAY' | 'UNTIL_AVAILABLE') =>
    run(async () => {
      const input = { restaurantId, itemId: item.id, for: until };
      return (await markSoldOut({ variables: { input } })).data?.markSoldOut.message;
    });
  const back = () =>
    run(
      async () => (await markAvailable({ variables: { restaurantId, itemId: item.id } })).data?.markAvailable.message,
    );

  return (
    <StyledRow>
      {out ? (
        <>
          <strong>{item.soldOut?.until ? `${SOLD_OUT} today` : `${SOLD_OUT} until marked available`}</strong>
          <StyledButton type="button" $variant="secondary" disabled={busy} onClick={() => void back()}>
            Mark {item.name} available
          </StyledButton>
        </>
      ) : (
        <>
          <StyledButton
            type="button"
            $variant="ghost"
            aria-label={`Mark ${item.name} sold out today`}
            disabled={busy}
            onClick={() => void mark('REST_OF_DAY')}
          >
            {SOLD_OUT} today
          </StyledButton>
          <StyledButton
            type="button"
            $variant="ghost"
            aria-label={`Mark ${item.name} sold out until available`}
            disabled={busy}
            onClick={() => void mark('UNTIL_AVAILABLE')}
          >
            {SOLD_OUT} until available
          </StyledButton>
        </>
      )}
      <span role="status">{said}</span>
    </StyledRow>
  );
}
