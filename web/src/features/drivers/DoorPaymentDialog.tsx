import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { Modal } from '../../ui/controls/Modal';
import { QrCode } from '../../ui/controls/QrCode';
import { LoadingState } from '../../ui/layout/Layout';
import { formatDollars } from '../../ui/format/money';
import { ASK_DOOR_PAYMENT, DOOR_PAYMENT } from './operations';
import { DOOR_PAID, DOOR_WAITING } from './rules';

const StyledDoor = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space(2)};
  text-align: center;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledAmount = styled.p`
  font-size: 1.8rem;
  font-weight: 700;
`;

/** How often the screen asks whether the customer paid (the webhook settles it in about a second). */
const POLL_MS = 2000;

/**
 * "Take card at the door" (docs/decisions/0081-paid-at-the-door-by-qr.md): the link for what the delivery owes
 * as a QR code the customer scans, its amount and address, and "Waiting for the customer's payment…" until
 * Stripe's event settles it, asked every two seconds.
 */
export function DoorPaymentDialog({
  orderId,
  orderNumber,
  onClose,
  onPaid,
}: {
  orderId: string;
  orderNumber: number;
  onClose: () => void;
  onPaid: () => void;
}) {
  const [ask, asked] = useMutation(ASK_DOOR_PAYMENT);
  useEffect(() => {
    void ask({ variables: { orderId } }).catch(() => undefined);
  }, [ask, orderId]);
  const id = asked.data?.askDoorPayment.id;
  const read = useQuery(DOOR_PAYMENT, {
    variables: { id: id ?? '' },
    skip: !id,
    pollInterval: POLL_MS,
    fetchPolicy: 'network-only',
  });
  const door = read.data?.doorPayment ?? asked.data?.askDoorPayment;
  const paid = door?.status === 'succeeded';
  const { stopPolling } = read;
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  // Once: the screen's lists read again (the trip now says paid, the cash due dropped).
  useEffect(() => {
    if (!paid) return;
    stopPolling();
    onPaidRef.current();
  }, [paid, stopPolling]);

  return (
    <Modal
      title={`Order #${orderNumber}: card at the door`}
      onClose={onClose}
      footer={
        <StyledButton type="button" $variant={paid ? 'primary' : 'secondary'} onClick={onClose}>
          {paid ? 'Done' : 'Close'}
        </StyledButton>
      }
    >
      {asked.error ? (
        <ErrorAlert>{failureMessage(asked.error, 'We could not make the payment link. Please try again.')}</ErrorAlert>
      ) : !door ? (
        <LoadingState>Making the payment link…</LoadingState>
      ) : paid ? (
        <StyledDoor>
          <SuccessNote>{DOOR_PAID}</SuccessNote>
          <StyledAmount>{formatDollars(door.amountCents)}</StyledAmount>
          {door.tipCents > 0 && <p>Card tip for you: {formatDollars(door.tipCents)}</p>}
        </StyledDoor>
      ) : door.status === 'waiting' ? (
        <StyledDoor>
          <p>The customer scans this code with their phone and pays by card.</p>
          <QrCode text={door.link} size={240} label={`QR code of the payment page, ${door.link}`} />
          <StyledAmount>{formatDollars(door.amountCents)}</StyledAmount>
          <p role="status">{DOOR_WAITING}</p>
          <p>
            <a href={door.link} data-door-link>
              {door.link}
            </a>
          </p>
        </StyledDoor>
      ) : (
        <ErrorAlert>{door.failure ?? 'This payment link is no longer in use. Close and ask for a new one.'}</ErrorAlert>
      )}
    </Modal>
  );
}
