import { useMutation, useQuery } from '@apollo/client/react';
import { Toast } from '../../../ui/controls/Toast';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../../graphql/errors';
import type { OnlineOrderFieldsFragment } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { formatTime } from '../../../ui/format/dates';
import { SelectField, TextField } from '../../../ui/controls/Field';
import { Modal } from '../../../ui/controls/Modal';
import { formatDollars } from '../../../ui/format/money';
import { OrderTypeBadge } from '../../orders/OrderBadges';
import { formatPhone } from '../../../ui/format/phone';
import { StyledOptionHeading } from '../menu/ItemOptions.styles';
import { StyledEmpty, StyledView, StyledViewTop } from '../menu/MenuTiles.styles';
import { receiptOf, type ReceiptData } from '../receipt/ReceiptDocument';
import { typedAddress, typedMatchNote, type TypedCustomer } from '../receipt/receipt';
import { PrintReceipt, usePrintJob } from '../receipt/ReceiptPaper';
import { ACCEPT_ONLINE_ORDER, ONLINE_ORDERS, REJECT_ONLINE_ORDER } from './operations';
import { BusyControl } from './BusyControl';
import { quotedMinutes } from './busyRules';
import { paidState, paidWords } from './onlineRules';
import { canHandOver, pickedUpLine } from '../../orders/handover';
import { PickedUpButton } from '../../orders/PickedUpButton';
import { ButtonAnchor, ButtonLink } from '../../../ui/controls/ButtonLink';
import { paths } from '../../session/account';
import { useNow } from '../../../ui/hooks/useNow';

const StyledCard = styled.article`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3, 4)};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0;
    display: flex;
    gap: ${space(2)};
    align-items: center;
    flex-wrap: wrap;
  }

  ul {
    margin: 0;
    padding-left: ${space(5)};
  }

  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: end;
  flex-wrap: wrap;
`;

const StyledMatch = styled.p`
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.ink};
`;

/**
 * An online order whose phone matched a counter customer with another name or address names no customer
 * (docs/decisions/0071-one-ledger.md): what was typed, and whom the phone matched, left as they were.
 */
function TypedCustomerLines({ typed }: { typed: TypedCustomer }) {
  const address = typedAddress(typed);
  const note = typedMatchNote(typed);
  return (
    <>
      <p data-typed-customer>
        Typed: <strong>{typed.fullName}</strong> · {formatPhone(typed.phoneNumber)}
        {address && ` · ${address}`}
      </p>
      {note && <StyledMatch>{note}</StyledMatch>}
    </>
  );
}

const READY_CHOICES = [10, 15, 20, 25, 30, 45, 60] as const;
const REASONS = ['We are closing soon.', 'An item is not available.', 'We cannot deliver there tonight.'] as const;

/**
 * 'Online orders' (docs/decisions/0062-online-ordering.md): the orders customers placed on the restaurant's
 * page, waiting first. Accept with the ready time the customer reads (it prints, so the kitchen and the
 * drivers have it), or reject with the reason the customer reads. Whoever decides first decides.
 */
export function OnlineOrdersBoard({ restaurantId }: { restaurantId: string }) {
  const { data, error, loading } = useQuery(ONLINE_ORDERS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [accept] = useMutation(ACCEPT_ONLINE_ORDER, { refetchQueries: [ONLINE_ORDERS] });
  const [reject] = useMutation(REJECT_ONLINE_ORDER, { refetchQueries: [ONLINE_ORDERS] });
  const [readyIn, setReadyIn] = useState<Record<string, number>>({});
  const [rejecting, setRejecting] = useState<OnlineOrderFieldsFragment | null>(null);
  const [reason, setReason] = useState('');
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [paper, setPaper] = useState<ReceiptData | null>(null);
  usePrintJob(paper, () => setPaper(null));
  const orders = data?.onlineOrders ?? [];
  const now = useNow(30_000);
  const prep = data ? quotedMinutes(data.onlineSettings, now) : 20;
  const timeZone = data?.onlineSettings.timeZone ?? null;
  const waiting = orders.filter((o) => o.decision === 'received');
  const decided = orders.filter((o) => o.decision !== 'received');

  const decide = async (order: OnlineOrderFieldsFragment, how: 'accept' | 'reject', why = '') => {
    setBusy(order.orderId);
    setFailure(null);
    try {
      if (how === 'accept') {
        const minutes = readyIn[order.orderId] ?? prep;
        const { data: accepted } = await accept({
          variables: { orderId: order.orderId, readyInMinutes: order.scheduleTime ? null : minutes },
        });
        // The ticket prints here, as an order printed at this tablet does; the kitchen display has it already.
        const printed = accepted?.acceptOnlineOrder.order;
        if (printed) setPaper(receiptOf(printed));
        setSaid(`Accepted #${order.orderNumber}: it is in the kitchen.`);
      } else {
        await reject({ variables: { orderId: order.orderId, reason: why } });
        setSaid(`Rejected #${order.orderNumber}. The customer sees why.`);
        setRejecting(null);
        setReason('');
      }
    } catch (decideError) {
      setFailure(failureMessage(decideError, `Order #${order.orderNumber} could not be ${how}ed. Try again.`));
    } finally {
      setBusy(null);
    }
  };

  const card = (order: OnlineOrderFieldsFragment) => (
    <StyledCard key={order.orderId} aria-label={`Online order #${order.orderNumber}`}>
      <h4>
        #{order.orderNumber} <OrderTypeBadge type={order.orderType} /> {order.customerName} ·{' '}
        {formatDollars(order.totalCents)}
      </h4>
      <p>
        {order.scheduleTime ? `For ${order.scheduleTime}` : 'As soon as possible'} · received{' '}
        {formatTime(order.receivedAt, timeZone)} · <strong data-paid={paidState(order)}>{paidWords(order)}</strong>
        {order.order?.customer && ` · ${formatPhone(order.order.customer.phoneNumber)}`}
      </p>
      {order.orderType === 'delivery' && order.order?.customer && (
        <p>
          {order.order.customer.street1}, {order.order.customer.city} {order.order.customer.zipcode}
        </p>
      )}
      {order.order?.typedCustomer && <TypedCustomerLines typed={order.order.typedCustomer} />}
      {order.order && (
        <ul>
          {order.order.lines.map((line) => (
            <li key={line.id}>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.productName}
            </li>
          ))}
        </ul>
      )}
      {order.order?.notes && <p>Note: {order.order.notes}</p>}
      {order.decision === 'received' ? (
        <StyledActions>
          {!order.scheduleTime && (
            <SelectField
              label="Ready in"
              value={String(readyIn[order.orderId] ?? prep)}
              options={READY_CHOICES.map((m) => ({ value: String(m), label: `${m} min` }))}
              onChange={(event) => setReadyIn({ ...readyIn, [order.orderId]: Number(event.target.value) })}
            />
          )}
          <StyledButton
            $variant="primary"
            disabled={busy === order.orderId}
            onClick={() => void decide(order, 'accept')}
          >
            Accept #{order.orderNumber}
          </StyledButton>
          <StyledButton $variant="ghost" disabled={busy === order.orderId} onClick={() => setRejecting(order)}>
            Reject
          </StyledButton>
        </StyledActions>
      ) : order.decision === 'accepted' ? (
        <>
          <p>
            Accepted by {order.decidedBy} · ready at {formatTime(order.readyAt, timeZone)}
            {order.order && pickedUpLine(order.order) && <strong> · {pickedUpLine(order.order)}</strong>}
          </p>
          <StyledActions>
            {/* The counter's own screen for the order: print it, take the payment (cash into the drawer), change it. */}
            <ButtonLink to={paths.updateOrder(restaurantId, order.orderId)} $variant="primary">
              {paidState(order) === 'unpaid' ? `Collect and print #${order.orderNumber}` : `Open #${order.orderNumber}`}
            </ButtonLink>
            {order.order && canHandOver({ ...order.order, orderType: order.orderType }) && (
              <PickedUpButton orderId={order.orderId} orderNumber={order.orderNumber} />
            )}
            {order.order?.customer && (
              <ButtonAnchor href={`tel:${order.order.customer.phoneNumber}`} $variant="secondary">
                Call {order.customerName}
              </ButtonAnchor>
            )}
          </StyledActions>
        </>
      ) : (
        <p>
          Rejected by {order.decidedBy}: {order.rejectReason}
        </p>
      )}
    </StyledCard>
  );

  return (
    <StyledView>
      <StyledViewTop>
        <h3>Online orders</h3>
        <span>From your ordering page: accept with a ready time, or reject with a reason.</span>
      </StyledViewTop>
      {data && <BusyControl restaurantId={restaurantId} settings={data.onlineSettings} now={now} />}
      {error && !data && <ErrorAlert>{failureMessage(error, 'We could not load the online orders.')}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {paper && <PrintReceipt receipt={paper} />}
      {said && (
        <Toast key={said} duration={4000} onTimeout={() => setSaid('')}>
          {said}
        </Toast>
      )}
      <section aria-label="Waiting">
        <StyledOptionHeading>Waiting</StyledOptionHeading>
        {waiting.length === 0 && (
          <StyledEmpty>{loading && !data ? 'Loading…' : 'No online order is waiting.'}</StyledEmpty>
        )}
        {waiting.map(card)}
      </section>
      {decided.length > 0 && (
        <section aria-label="Decided today">
          <StyledOptionHeading>Decided today</StyledOptionHeading>
          {decided.map(card)}
        </section>
      )}
      {rejecting && (
        <Modal
          title={`Reject #${rejecting.orderNumber}`}
          description="The customer reads the reason on their order's page."
          onClose={() => setRejecting(null)}
          footer={
            <StyledButton
              $variant="primary"
              disabled={!reason.trim() || busy === rejecting.orderId}
              onClick={() => void decide(rejecting, 'reject', reason.trim())}
            >
              Reject the order
            </StyledButton>
          }
        >
          <StyledActions role="group" aria-label="Usual reasons">
            {REASONS.map((r) => (
              <StyledButton key={r} $variant="secondary" onClick={() => setReason(r)}>
                {r}
              </StyledButton>
            ))}
          </StyledActions>
          <TextField
            label="Reason"
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
        </Modal>
      )}
    </StyledView>
  );
}
