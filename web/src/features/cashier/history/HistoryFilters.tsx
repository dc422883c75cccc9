import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { OrderType } from '../../../graphql/generated/graphql';
import { todayIn } from '../../../ui/format/dates';
import { SelectField, TextField } from '../../../ui/controls/Field';
import { useAddressParams } from '../../../ui/hooks/useAddressParams';
import { RESTAURANT } from '../../session/restaurant';
import { isCompletePhone, phoneDigits, phoneEntry } from '../../../ui/format/phone';
import { VOIDED_OPTIONS, voidedFilter, voidedParam } from '../voids/voids';
import type { HistoryFilter } from './HistoryCards';
import { StyledFilters, StyledPhoneNote } from './OrderHistoryPage.styles';

const PHONE_HINT = 'Digits only: any part of the number.';

const TYPE_OPTIONS = [
  { value: '', label: 'All order types' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'pickup', label: 'Pickup' },
  { value: 'togo', label: 'To Go' },
] as const;

const isOrderType = (value: string | null): value is OrderType =>
  value === 'delivery' || value === 'pickup' || value === 'togo';

/** The history's filters, kept in the address (docs/product.md#order-history): date, type, phone, voids. */
export function useHistoryFilter(restaurantId: string) {
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const { params, setParam } = useAddressParams();
  const timeZone = restaurant.data?.restaurant.timeZone;
  const zoneKnown = !!restaurant.data || !!restaurant.error;
  // docs/product.md#order-history: the date starts at today in the restaurant's time zone.
  const date = params.get('date') ?? (zoneKnown ? todayIn(timeZone) : '');
  const typeParam = params.get('type');
  const orderType = isOrderType(typeParam) ? typeParam : null;
  const voided = voidedParam(params.get('voided'));
  const [phone, setPhone] = useState(() => phoneDigits(params.get('phone') ?? ''));
  const [phoneNote, setPhoneNote] = useState<string | null>(null);
  const phoneFilter = phoneDigits(params.get('phone') ?? '');

  // The phone filter asks the server once typing pauses. Only a real change writes the address: a stray write
  // landing while a tapped order opens (slowly, on a busy tablet) would send the cashier back to the list.
  const phoneParam = params.get('phone') ?? '';
  useEffect(() => {
    if (phone === phoneParam) return;
    const timer = window.setTimeout(() => setParam('phone', phone), 300);
    return () => window.clearTimeout(timer);
  }, [phone, phoneParam, setParam]);

  /** Digits only, as typed or pasted, like the customer dialog's field: a letter is left out and said so. */
  const changePhone = (typed: string) => {
    const { digits, note } = phoneEntry(typed);
    // The note stays until a whole number is typed or the field is emptied: long enough to be read.
    setPhoneNote((shown) => note ?? (isCompletePhone(digits) || !digits ? null : shown));
    setPhone(digits);
  };

  const setFilter = (name: 'date' | 'type' | 'voided', value: string) => setParam(name, value);

  const filter: HistoryFilter = {
    date: date || null,
    orderType,
    phone: phoneFilter || null,
    voided: voidedFilter(voided),
  };
  return { zoneKnown, date, orderType, voided, phone, phoneNote, changePhone, setFilter, filter };
}

/** The filters' form: a change lists again from the first page. */
export function HistoryFilters({ filters }: { filters: ReturnType<typeof useHistoryFilter> }) {
  const { date, orderType, voided, phone, phoneNote, changePhone, setFilter } = filters;
  return (
    <StyledFilters onSubmit={(event) => event.preventDefault()} aria-labelledby="filter-heading">
      <h2 id="filter-heading">Filter Orders</h2>
      <TextField
        label="Date"
        type="date"
        name="date"
        value={date}
        onChange={(event) => setFilter('date', event.target.value)}
      />
      <SelectField
        label="Order type"
        name="orderType"
        options={TYPE_OPTIONS}
        value={orderType ?? ''}
        onChange={(event) => setFilter('type', event.target.value)}
      />
      <TextField
        label="Phone number"
        name="phone"
        type="search"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Any part of the number"
        hint={
          <StyledPhoneNote role="status" $refused={!!phoneNote}>
            {phoneNote ?? PHONE_HINT}
          </StyledPhoneNote>
        }
        value={phone}
        onChange={(event) => changePhone(event.target.value)}
      />
      <SelectField
        label="Voids"
        name="voided"
        options={VOIDED_OPTIONS}
        value={voided}
        onChange={(event) => setFilter('voided', event.target.value)}
      />
    </StyledFilters>
  );
}
