import { orderTotals } from '@zest/pricing';
import { useRef, useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { SelectField, TextAreaField, TextField } from '../../ui/controls/Field';
import { newKey } from '../../ui/format/keys';
import { formatDollars, formatPercent } from '../../ui/format/money';
import { phoneDigits, phoneProblem } from '../../ui/format/phone';
import { checkoutLines, type CartLine } from './cart';
import { placeOrder, Refusal, type Placed } from './rest';
import { dollarsOf, type OnlinePage } from './restShapes';
import { StyledChoices } from './ItemDialog.styles';
import { StyledCheckout, StyledTotals } from './OnlinePage.styles';
import { formatClock } from '../../ui/format/dates';

type Field = 'fullName' | 'phoneNumber' | 'email' | 'street1' | 'zipcode' | 'when' | 'orderType' | 'cart' | 'payment';
export type Problems = Partial<Record<Field | 'form', string>>;

/** A failure the page must act on: the menu or the prices changed, so it reads the page again. */
const STALE = new Set(['PRICE_CHANGED', 'SOLD_OUT', 'MENU_CHANGED', 'PAUSED', 'CLOSED', 'NOT_OFFERED']);
/** The REST refusal's `field` (the body's names) as the form's own. */
const FIELDS: Record<string, Field> = {
  full_name: 'fullName',
  phone_number: 'phoneNumber',
  email: 'email',
  street1: 'street1',
  zipcode: 'zipcode',
  time: 'when',
  when: 'when',
  order_type: 'orderType',
  lines: 'cart',
  expected_total: 'cart',
  cart: 'cart',
  payment: 'payment',
};
const NETWORK =
  'We could not reach the restaurant. Check your connection and place the order again: it is never placed twice.';

interface Props {
  page: OnlinePage;
  lines: readonly CartLine[];
  subtotalCents: number;
  orderable: boolean;
  onStale: () => void;
  onPlaced: (placed: Placed) => void;
  onCartProblem: (message: string | null) => void;
}

/**
 * Checkout: pickup or delivery, as soon as possible or a time today, who it is for, and how it is
 * paid. The totals are worked out by the server's own rules; the server prices the cart again and
 * answers what it refuses beside the field it belongs to. One Idempotency-Key per order: a double
 * tap, or a retry after the connection dropped, is still one order.
 */
export function CheckoutForm({ page, lines, subtotalCents, orderable, onStale, onPlaced, onCartProblem }: Props) {
  const [orderType, setOrderType] = useState<'pickup' | 'delivery'>(page.pickup ? 'pickup' : 'delivery');
  const [time, setTime] = useState('');
  const [byCard, setByCard] = useState(page.cardPayments);
  const [form, setForm] = useState({
    fullName: '',
    phoneNumber: '',
    email: '',
    street1: '',
    street2: '',
    city: '',
    zipcode: '',
    notes: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const key = useRef<string | null>(null);
  const [loading, setLoading] = useState(false);

  const totals = orderTotals({
    orderType,
    subtotalCents,
    deliveryRateCents: page.deliveryChargeCents,
    taxPercentage: page.taxPercentage,
  });
  const delivery = orderType === 'delivery';
  const short = delivery ? Math.max(0, page.deliveryMinimumCents - subtotalCents) : 0;
  const set = (name: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: event.target.value }));

  const check = (): Problems => {
    const found: Problems = {};
    if (!form.fullName.trim()) found.fullName = 'Your name is required.';
    const phone = phoneProblem(form.phoneNumber);
    if (phone) found.phoneNumber = phone;
    if (form.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) {
      found.email = 'The e-mail address does not look right, like name@example.com.';
    }
    if (delivery && !form.street1.trim()) found.street1 = 'A delivery needs a street address.';
    if (delivery && !/^\d{5}$/.test(form.zipcode.trim())) found.zipcode = 'A ZIP code is 5 digits, like 60614.';
    if (!page.openNow && !time)
      found.when = 'Choose a time today: we are not taking orders for as soon as possible now.';
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    onCartProblem(null);
    if (Object.keys(found).length || !orderable) return;
    key.current ??= newKey();
    setLoading(true);
    try {
      const placed = await placeOrder(page.slug, key.current, {
        order_type: orderType,
        time: time || null,
        full_name: form.fullName.trim(),
        phone_number: phoneDigits(form.phoneNumber),
        email: form.email.trim() || null,
        ...(delivery
          ? { street1: form.street1, street2: form.street2, city: form.city, zipcode: form.zipcode.trim() }
          : {}),
        notes: form.notes,
        lines: checkoutLines(lines),
        payment: byCard && page.cardPayments ? 'card' : delivery ? 'door' : 'pickup',
        expected_total: dollarsOf(totals.totalCents),
      });
      onPlaced(placed);
    } catch (error) {
      const failure = error instanceof Refusal ? error : new Refusal(null, 0);
      if (failure.isNetworkFailure) return setProblems({ form: NETWORK });
      // Answered: nothing was placed, and the next try is a new order.
      key.current = null;
      const message = failure.said ?? NETWORK;
      if (failure.reason && STALE.has(failure.reason)) onStale();
      const field = failure.field ? FIELDS[failure.field] : undefined;
      if (field === 'cart') return onCartProblem(message);
      setProblems({ [field ?? 'form']: message });
    } finally {
      setLoading(false);
    }
  };

  const times = [
    { value: '', label: page.openNow ? `ASAP · about ${page.prepMinutes} min` : 'Choose a time' },
    ...page.times.map((t) => ({ value: t, label: `Today at ${formatClock(t)}` })),
  ];
  return (
    <StyledCheckout onSubmit={submit} noValidate aria-label="Checkout">
      {page.pickup && page.delivery && (
        <StyledChoices>
          <legend>Pickup or delivery</legend>
          {(['pickup', 'delivery'] as const).map((type) => (
            <label key={type}>
              <input type="radio" name="orderType" checked={orderType === type} onChange={() => setOrderType(type)} />
              {type === 'pickup' ? 'Pickup' : `Delivery (+${formatDollars(page.deliveryChargeCents)})`}
            </label>
          ))}
        </StyledChoices>
      )}
      {problems.orderType && <ErrorAlert>{problems.orderType}</ErrorAlert>}
      <SelectField label="When" options={times} value={time} onChange={(event) => setTime(event.target.value)} />
      {problems.when && <ErrorAlert>{problems.when}</ErrorAlert>}
      <TextField
        label="Your name"
        autoComplete="name"
        value={form.fullName}
        onChange={set('fullName')}
        error={problems.fullName}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={form.phoneNumber}
        onChange={set('phoneNumber')}
        error={problems.phoneNumber}
        hint="We call only about this order."
      />
      <TextField
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={problems.email}
        hint="For the receipt and a link to follow your order."
      />
      {delivery && (
        <>
          <TextField
            label="Street address"
            autoComplete="address-line1"
            value={form.street1}
            onChange={set('street1')}
            error={problems.street1}
          />
          <TextField
            label="Apartment, floor (optional)"
            autoComplete="address-line2"
            value={form.street2}
            onChange={set('street2')}
          />
          <TextField label="City" autoComplete="address-level2" value={form.city} onChange={set('city')} />
          <TextField
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            value={form.zipcode}
            onChange={set('zipcode')}
            error={problems.zipcode}
          />
        </>
      )}
      <TextAreaField label="Notes (optional)" rows={2} maxLength={500} value={form.notes} onChange={set('notes')} />
      {page.cardPayments ? (
        <StyledChoices>
          <legend>Payment</legend>
          <label>
            <input type="radio" name="payment" checked={byCard} onChange={() => setByCard(true)} />
            Pay now by card
          </label>
          <label>
            <input type="radio" name="payment" checked={!byCard} onChange={() => setByCard(false)} />
            {delivery ? 'Pay the driver at the door' : 'Pay when you pick it up'}
          </label>
        </StyledChoices>
      ) : (
        <p>{delivery ? 'You pay the driver at the door.' : 'You pay when you pick it up.'}</p>
      )}
      {problems.payment && <ErrorAlert>{problems.payment}</ErrorAlert>}
      <StyledTotals aria-label="Totals">
        <dt>Items</dt>
        <dd>{formatDollars(subtotalCents)}</dd>
        {delivery && (
          <>
            <dt>Delivery</dt>
            <dd>{formatDollars(totals.deliveryChargeCents)}</dd>
          </>
        )}
        <dt>Tax ({formatPercent(page.taxPercentage)})</dt>
        <dd>{formatDollars(totals.taxCents)}</dd>
        <dt>Total</dt>
        <dd data-total>{formatDollars(totals.totalCents)}</dd>
      </StyledTotals>
      {short > 0 && (
        <p>
          Delivery orders start at {formatDollars(page.deliveryMinimumCents)}: add {formatDollars(short)} more.
        </p>
      )}
      {problems.form && <ErrorAlert>{problems.form}</ErrorAlert>}
      <StyledButton
        type="submit"
        $variant="primary"
        $size="large"
        $block
        disabled={loading || !lines.length || short > 0}
      >
        {loading
          ? 'Placing your order…'
          : `${byCard && page.cardPayments ? 'Pay by card' : 'Place order'} · ${formatDollars(totals.totalCents)}`}
      </StyledButton>
    </StyledCheckout>
  );
}
