import { createContext, use, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';
import { Icon } from '../../../ui/controls/Icon';
import { NightButton } from '../../../ui/controls/NightButton';
import { HeaderTools } from '../../../ui/layout/headerSlot';
import type { KeptPunch } from './rules';
import { TimeClockDialog } from './TimeClockDialog';

/** Opens the time clock of the screen: its header's button, the PIN card's, a refusal's (a driver off the clock). */
const OpenClock = createContext<(() => void) | null>(null);

export const useTimeClock = () => use(OpenClock);

const StyledHeaderButton = styled(NightButton)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  font-weight: 650;
`;

interface TimeClockProps {
  restaurantId: string;
  /** Keeps a punch Zest POS did not answer on this tablet (the cashier terminal's outbox); elsewhere, none. */
  keep?: (punch: KeptPunch) => Promise<void>;
  children: ReactNode;
}

/**
 * The time clock of a screen role's screen (docs/decisions/0085-the-time-clock.md): a "Time clock" button at the
 * end of the terminal's header, behind the PIN and before it, that opens the dialog; what is below opens it too.
 */
export function TimeClock({ restaurantId, keep, children }: TimeClockProps) {
  const [open, setOpen] = useState(false);
  const tools = use(HeaderTools);
  return (
    <OpenClock value={() => setOpen(true)}>
      {children}
      {tools &&
        createPortal(
          <StyledHeaderButton type="button" onClick={() => setOpen(true)}>
            <Icon name="clock" size={18} />
            Time clock
          </StyledHeaderButton>,
          tools,
        )}
      {open && <TimeClockDialog restaurantId={restaurantId} keep={keep ?? null} onClose={() => setOpen(false)} />}
    </OpenClock>
  );
}

/** The time clock from where a screen's words are (the PIN card, a refusal): "Time clock". */
export function TimeClockButton({ variant = 'secondary' }: { variant?: 'secondary' | 'ghost' }) {
  const open = useTimeClock();
  if (!open) return null;
  return (
    <StyledButton type="button" $variant={variant} onClick={open}>
      <Icon name="clock" size={18} />
      Time clock
    </StyledButton>
  );
}

/** One line under the pad: the card keeps its height, so it still sits in the middle of a tablet's screen. */
const StyledCardClock = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${space(1, 3)};
  margin: 0;
`;

/** On the PIN card: staff arriving or leaving punch without opening the screen. */
export function PinCardClock() {
  return (
    <StyledCardClock>
      Arriving or leaving?
      <TimeClockButton variant="ghost" />
    </StyledCardClock>
  );
}
