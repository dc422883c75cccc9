import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../../graphql/errors';
import type { OnlineBusyFieldsFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { busyState, EXTRA_CHOICES, PAUSE_CHOICES, type BusyInput } from './busyRules';
import { ONLINE_ORDERS, SET_ONLINE_BUSY } from './operations';

const StyledBusy = styled.section`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};

  h4,
  p {
    margin: 0;
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

/**
 * Busy at the counter (docs/decisions/0072-busy-at-the-counter.md): what the ordering page says now, and one
 * tap to pause online orders for 15, 30 or 60 minutes, or to quote 10 or 20 minutes longer for the next hour;
 * the page has it at once and the audit trail says who.
 */
export function BusyControl({
  restaurantId,
  settings,
  now,
}: {
  restaurantId: string;
  settings: OnlineBusyFieldsFragment;
  now: number;
}) {
  const [set, { loading }] = useMutation(SET_ONLINE_BUSY, { refetchQueries: [ONLINE_ORDERS] });
  const [failure, setFailure] = useState<string | null>(null);
  const state = busyState(settings, now);

  const send = async (input: BusyInput) => {
    setFailure(null);
    try {
      await set({ variables: { restaurantId, input } });
    } catch (error) {
      setFailure(failureMessage(error, 'Online ordering could not be changed. Try again.'));
    }
  };

  if (!settings.enabled) return null;
  return (
    <StyledBusy aria-labelledby="busy-heading">
      <h4 id="busy-heading">Busy?</h4>
      <p role="status" data-busy={state.kind}>
        {state.words}
      </p>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <StyledRow role="group" aria-label="Pause online orders">
        {state.kind === 'paused' ? (
          <StyledButton type="button" disabled={loading} onClick={() => void send({ pauseMinutes: 0 })}>
            Take online orders again
          </StyledButton>
        ) : (
          PAUSE_CHOICES.map((minutes) => (
            <StyledButton
              key={minutes}
              type="button"
              $variant="secondary"
              disabled={loading}
              onClick={() => void send({ pauseMinutes: minutes })}
            >
              Pause {minutes} min
            </StyledButton>
          ))
        )}
      </StyledRow>
      <StyledRow role="group" aria-label="Quote longer">
        {EXTRA_CHOICES.map((minutes) => (
          <StyledButton
            key={minutes}
            type="button"
            $variant="secondary"
            aria-pressed={state.extra === minutes}
            disabled={loading}
            onClick={() => void send({ extraMinutes: minutes })}
          >
            +{minutes} min
          </StyledButton>
        ))}
        {state.extra > 0 && (
          <StyledButton
            type="button"
            $variant="ghost"
            disabled={loading}
            onClick={() => void send({ extraMinutes: 0 })}
          >
            Back to {settings.prepMinutes} min
          </StyledButton>
        )}
      </StyledRow>
    </StyledBusy>
  );
}
