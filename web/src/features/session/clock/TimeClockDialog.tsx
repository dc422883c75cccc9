import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { readServerFailure } from '../../../graphql/errors';
import { space } from '../../../theme/theme';
import { SuccessNote } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { SelectField, TextField } from '../../../ui/controls/Field';
import { Modal } from '../../../ui/controls/Modal';
import { PinPad, PinRefusal } from '../../../ui/controls/PinPad';
import { newKey } from '../../../ui/format/keys';
import { useReachesZest } from '../../../ui/layout/NetworkStatus';
import { RESTAURANT } from '../restaurant';
import { ClockBoard } from './ClockBoard';
import { CLOCK_BOARD, PUNCH_CLOCK } from './operations';
import {
  KEPT_ON_TABLET,
  keptPunch,
  NOT_KEPT,
  punchInput,
  punchLabel,
  PUNCHES,
  WORKING_AS,
  type KeptPunch,
  type PunchChoice,
} from './rules';

/**
 * On a tablet, who is on stands beside the punch (the pad's column sets the dialog's height, the board scrolls
 * in the rest); on a phone, under it.
 */
const StyledClock = styled.div`
  display: grid;
  gap: ${space(3)};

  @media (min-width: 601px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-areas: 'choice pad' 'board pad';
    grid-template-rows: auto 1fr;
    gap: ${space(5)};
  }
`;

/** Each part's place beside the others on a tablet; on a phone they stack in the order they come. */
const beside = (area: 'choice' | 'pad' | 'board') => `
  @media (min-width: 601px) {
    grid-area: ${area};
  }
`;

const StyledChoice = styled.div`
  ${beside('choice')}
  display: grid;
  gap: ${space(2)};
`;

const StyledPunches = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};

  & > button {
    min-height: 52px;
  }
`;

/** The punch's own question, in a place of one field's height whichever punch is chosen. */
const StyledOption = styled.div`
  min-height: 5.25rem;

  p {
    margin: 0;
    padding-top: ${space(2)};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** Its height is the rest of the pad's column: it scrolls rather than grow the dialog. */
const StyledPadColumn = styled.div`
  ${beside('pad')}
`;

const StyledBoardArea = styled.div`
  ${beside('board')}
  position: relative;
  min-height: 8rem;

  @media (min-width: 601px) {
    & > * {
      position: absolute;
      inset: 0;
      overflow: auto;
    }
  }
`;

interface TimeClockDialogProps {
  restaurantId: string;
  /** Keeps a punch Zest POS did not answer on this tablet, to send later (the cashier terminal's outbox). */
  keep: ((punch: KeptPunch) => Promise<void>) | null;
  onClose: () => void;
}

const FIRST_CHOICE: PunchChoice = { action: 'clock_in', role: '', tips: '' };

/**
 * The time clock (docs/decisions/0085-the-time-clock.md): who is on now, and a punch with the person's own PIN.
 * The dialog stays open for the next person: the server's answer is said under the pad, the PIN and the
 * person's own choices clear, and the board is read again.
 */
export function TimeClockDialog({ restaurantId, keep, onClose }: TimeClockDialogProps) {
  const timeZone = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant.timeZone;
  const board = useQuery(CLOCK_BOARD, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [punch] = useMutation(PUNCH_CLOCK);
  const [choice, setChoice] = useState<PunchChoice>(FIRST_CHOICE);
  const [said, setSaid] = useState<ReactNode>(null);
  const reaches = useReachesZest();

  const submit = async (pin: string) => {
    setSaid(null);
    const made = punchInput(restaurantId, pin, choice, newKey());
    if ('problem' in made) throw new PinRefusal(made.problem);
    const at = new Date();
    try {
      const { data } = await punch({ variables: { input: made.input } });
      if (data) setSaid(<SuccessNote>{data.punchClock.message}</SuccessNote>);
    } catch (error) {
      if (!keep || !readServerFailure(error).isNetworkFailure) throw error;
      await keep(keptPunch(made.input, at)).catch(() => {
        throw new PinRefusal(NOT_KEPT);
      });
      setSaid(<SuccessNote>{KEPT_ON_TABLET}</SuccessNote>);
    }
    // The next person starts from their own usual role and no tips.
    setChoice((chosen) => ({ ...chosen, role: '', tips: '' }));
    void board.refetch().catch(() => undefined);
  };

  return (
    <Modal title="Time clock" description="Clock in or out with your own PIN." onClose={onClose} wide steady>
      <StyledClock>
        <StyledChoice>
          <StyledPunches role="group" aria-label="Punch">
            {PUNCHES.map(({ action, label }) => (
              <StyledButton
                key={action}
                type="button"
                $variant={choice.action === action ? 'primary' : 'secondary'}
                aria-pressed={choice.action === action}
                onClick={(event) => {
                  setChoice({ ...choice, action });
                  // Then the PIN: the keyboard's digits and Enter go to the pad, not to this button.
                  event.currentTarget.closest('dialog')?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
                }}
              >
                {label}
              </StyledButton>
            ))}
          </StyledPunches>
          <StyledOption>
            {choice.action === 'clock_in' ? (
              <SelectField
                label="Working as"
                options={WORKING_AS}
                value={choice.role}
                onChange={(event) => setChoice({ ...choice, role: event.target.value })}
              />
            ) : choice.action === 'clock_out' ? (
              <TextField
                label="Cash tips (optional)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                value={choice.tips}
                onChange={(event) => setChoice({ ...choice, tips: event.target.value })}
              />
            ) : (
              <p>{choice.action === 'break_start' ? 'Your break starts now.' : 'Back to work from your break.'}</p>
            )}
          </StyledOption>
        </StyledChoice>
        <StyledPadColumn>
          <PinPad
            label="Your PIN"
            submitLabel={punchLabel(choice.action)}
            busyLabel="Checking…"
            failure="Incorrect PIN"
            autoFocus
            said={said}
            onSubmit={submit}
          />
        </StyledPadColumn>
        <StyledBoardArea>
          <ClockBoard people={board.data?.clockBoard} failed={!!board.error || !reaches} timeZone={timeZone} />
        </StyledBoardArea>
      </StyledClock>
    </Modal>
  );
}
