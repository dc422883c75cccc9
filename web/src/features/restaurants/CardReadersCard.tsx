import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { LoadingState } from '../../ui/layout/Layout';
import { StyledRowList } from '../../ui/layout/Lists';
import { AddReaderDialog, MoveReaderDialog, RetireReaderDialog } from './CardReaderDialogs';
import { StyledHubCard, StyledHubRow } from './HubCard.styles';
import { CARD_READERS } from './readerOperations';
import { deviceWords, tabletWords, type CardReader } from './readerRules';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
`;

type Open = { kind: 'add' } | { kind: 'move' | 'retire'; reader: CardReader } | null;

/**
 * The restaurant's card readers (docs/decisions/0080-card-payments-at-the-counter.md), kept by the owner or a
 * manager: each by the tablet whose Print sends it the total. Added with the code the reader shows (in the
 * sandbox, simulated-wpe, and a page of this server stands in for the reader), moved, retired.
 */
export function CardReadersCard({ restaurantId }: { restaurantId: string }) {
  const { data, loading, error } = useQuery(CARD_READERS, { variables: { restaurantId } });
  const [open, setOpen] = useState<Open>(null);
  const [note, setNote] = useState<string | null>(null);
  const readers = data?.cardReaders ?? [];
  const tablets = data?.tablets ?? [];
  const sandbox = data?.onlineSettings.cardProvider === 'sandbox';
  const connected = data?.onlineSettings.stripeConnection === 'connected';
  const done = (said: string) => {
    setOpen(null);
    setNote(said);
  };
  const common = { restaurantId, readers, tablets, onDone: done, onClose: () => setOpen(null) };

  return (
    <StyledHubCard as="section" aria-labelledby="card-readers-heading">
      <h2 id="card-readers-heading">Card readers</h2>
      <p>
        A reader by a tablet takes the card when that tablet prints an order with tender card. Readers go on the
        restaurant’s own Stripe account: connect it under Online ordering first.
      </p>
      {loading && !data && <LoadingState>Loading the card readers…</LoadingState>}
      {error && !data && <ErrorAlert>{failureMessage(error, 'We could not load the card readers.')}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      {data && !data.onlineSettings.cardProvider && (
        <p>This server is not set up with Stripe, so no card reader can be added.</p>
      )}
      {data && data.onlineSettings.cardProvider && !connected && (
        <p>Connect the restaurant with Stripe first (Online ordering → Connect with Stripe), then add its readers.</p>
      )}
      {data && readers.length === 0 && <p>No card reader yet: cards are taken as a word at the counter.</p>}
      {readers.length > 0 && (
        <StyledRowList aria-label="The restaurant’s card readers">
          {readers.map((r) => (
            <StyledHubRow key={r.id}>
              <span>
                <strong>{r.name}</strong>
                {tabletWords(r.terminalTag)} · {deviceWords(r.deviceType)}
              </span>
              <StyledActions>
                {r.sandboxUrl && (
                  <a href={r.sandboxUrl} target="_blank" rel="noreferrer">
                    Open the sandbox reader
                  </a>
                )}
                <StyledButton
                  type="button"
                  $variant="secondary"
                  aria-label={`Move ${r.name}`}
                  onClick={() => setOpen({ kind: 'move', reader: r })}
                >
                  Move
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="ghost"
                  aria-label={`Retire ${r.name}`}
                  onClick={() => setOpen({ kind: 'retire', reader: r })}
                >
                  Retire
                </StyledButton>
              </StyledActions>
            </StyledHubRow>
          ))}
        </StyledRowList>
      )}
      <StyledActions>
        <StyledButton type="button" disabled={!data} onClick={() => setOpen({ kind: 'add' })}>
          Add a card reader
        </StyledButton>
      </StyledActions>
      {open?.kind === 'add' && <AddReaderDialog {...common} sandbox={sandbox} />}
      {open?.kind === 'move' && <MoveReaderDialog {...common} reader={open.reader} />}
      {open?.kind === 'retire' && <RetireReaderDialog {...common} reader={open.reader} />}
    </StyledHubCard>
  );
}
