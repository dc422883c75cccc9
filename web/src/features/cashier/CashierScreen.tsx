import { useMutation, useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/Alert';
import { PageTitle } from '../../ui/Layout';
import { PinPad } from '../../ui/PinPad';
import { RESTAURANT } from '../session/restaurant';
import { ScopedSessionProvider, useScopedSession } from '../session/ScopedSessionProvider';
import type { ScopedSession } from '../session/scopedSession';
import { ENTER_CASHIER_SCREEN } from './operations';

const StyledGate = styled.div`
  flex: 1;
  display: grid;
  place-content: center;
  gap: ${space(5)};
  padding: ${space(8, 4)};

  ${media.phone} {
    place-content: start stretch;
    padding: ${space(6, 4)};
  }
`;

const StyledGateCard = styled.section`
  display: grid;
  gap: ${space(4)};
  width: min(100%, 420px);
  padding: ${space(8, 7)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.7rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${media.phone} {
    padding: ${space(6, 4)};
  }
`;

interface ScreenProps {
  restaurantId: string;
  /** The document title of the screen behind the PIN. */
  title: string;
  children: ReactNode;
}

/**
 * A cashier screen (docs/product.md#cashier-entry): it runs in the restaurant
 * session a cashier's PIN or the security PIN opens, kept for the tab; without
 * one it shows the PIN pad first. Every call below carries that session.
 */
export function CashierScreen({ restaurantId, title, children }: ScreenProps) {
  return (
    <ScopedSessionProvider key={restaurantId} kind="cashier" restaurantId={restaurantId}>
      <CashierGate title={title}>{children}</CashierGate>
    </ScopedSessionProvider>
  );
}

function CashierGate({ title, children }: { title: string; children: ReactNode }) {
  const { session, endedMessage, start, restaurantId } = useScopedSession();
  const { data } = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [enter] = useMutation(ENTER_CASHIER_SCREEN);

  if (session) return children;
  const name = data?.restaurant.name;
  return (
    <StyledGate>
      <PageTitle>{`${title}: enter your PIN`}</PageTitle>
      <StyledGateCard aria-labelledby="cashier-pin-title">
        <h1 id="cashier-pin-title">{name ?? 'Cashier screen'}</h1>
        <p>Enter your cashier PIN, or the restaurant’s security PIN.</p>
        {endedMessage && <ErrorAlert>{endedMessage}</ErrorAlert>}
        <PinPad
          label="PIN"
          submitLabel="Enter"
          busyLabel="Checking…"
          failure="Incorrect PIN"
          onSubmit={async (pin) => {
            const { data: answer } = await enter({ variables: { restaurantId, pin } });
            if (answer) start(answer.enterCashierScreen);
          }}
        />
      </StyledGateCard>
    </StyledGate>
  );
}

/** The open cashier session of the screen (inside CashierScreen, after the PIN). */
export function useCashierSession(): { restaurantId: string; session: ScopedSession; lock: () => void } {
  const { restaurantId, session, end } = useScopedSession();
  if (!session) throw new Error('useCashierSession is for the screens behind the PIN');
  return { restaurantId, session, lock: () => end(null) };
}
