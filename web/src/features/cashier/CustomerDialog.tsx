import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AddressSuggestionsQuery, CustomerByPhoneQuery } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/Button';
import { TextAreaField, TextField } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { Icon } from '../../ui/Icon';
import { StyledFormRow } from '../../ui/Layout';
import { RESTAURANT } from '../session/restaurant';
import { cityAndZipcode } from './address';
import { ADDRESS_SUGGESTIONS, CREATE_CUSTOMER, CUSTOMER_BY_PHONE, UPDATE_CUSTOMER } from './operations';
import type { CustomerForm, DraftCustomer } from './orderDraft';
import { formatPhone, isCompletePhone, phoneDigits, phoneEntry, phoneProblem } from './phone';
import { ORDER_TYPE_WORD } from './receipt';

export type FoundCustomer = NonNullable<CustomerByPhoneQuery['customerByPhone']>;
export type LastOrderLine = NonNullable<FoundCustomer['lastOrder']>['lines'][number];

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  phone: '',
  fullName: '',
  street1: '',
  street2: '',
  city: '',
  zipcode: '',
  country: '',
  notes: '',
};

const FULL_NAME_MESSAGE = 'Full name is required.';
/** The fields of the form, in the order they are filled. */
const FORM_FIELDS = ['fullName', 'street1', 'street2', 'city', 'zipcode', 'country', 'notes'] as const;
const PHONE_HINT = 'Digits only: 10, or 11 starting with 1.';

const StyledFound = styled.section`
  display: grid;
  gap: ${space(2)};
  padding: ${space(4)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.accentSoft};

  h3 {
    margin: 0;
    font-size: 1.3rem;
  }

  p {
    margin: 0;
  }
`;

const StyledLastOrder = styled.div`
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.inkMuted};

  ul {
    margin: ${space(1, 0, 0)};
    padding-left: ${space(5)};
  }
`;

/** The phone field's rule, or what it just refused, in the refusal's colour. */
const StyledPhoneNote = styled.span<{ $refused: boolean }>`
  color: ${({ $refused, theme }) => ($refused ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $refused }) => ($refused ? 650 : 'inherit')};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledSuggestions = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(1)};

  button {
    width: 100%;
    min-height: 44px;
    padding: ${space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    cursor: pointer;
  }
`;

type Stage = 'search' | 'found' | 'new' | 'update';

interface CustomerDialogProps {
  restaurantId: string;
  orderType: 'delivery' | 'pickup';
  /** The customer already on the order, offered first. */
  current: DraftCustomer | null;
  /** What was typed, kept by the order in progress (an accidental close loses nothing). */
  form: CustomerForm;
  onForm: (form: CustomerForm) => void;
  /** The customer for the order; with the last order's lines for a one-tap repeat. */
  onChosen: (customer: DraftCustomer, repeat: readonly LastOrderLine[]) => void;
  onClose: () => void;
}

/**
 * 'Find the Customer' (docs/product.md#customer-dialog): search by phone (it
 * starts by itself once the number is complete, and on Enter or Search); a
 * match offers 'Add the customer', 'Update Customer' and a repeat of the last
 * order; no match opens the 'New Customer' form.
 */
export function CustomerDialog({
  restaurantId,
  orderType,
  current,
  form,
  onForm,
  onChosen,
  onClose,
}: CustomerDialogProps) {
  const client = useApolloClient();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant;
  const [stage, setStage] = useState<Stage>(current ? 'found' : 'search');
  const [phoneNote, setPhoneNote] = useState<string | null>(null);
  const [found, setFound] = useState<FoundCustomer | null>(current ? { ...current, lastOrder: null } : null);
  const phoneRef = useRef<HTMLDivElement>(null);
  const searched = useRef<string | null>(current ? phoneDigits(current.phoneNumber) : null);

  const set = (field: keyof CustomerForm) => (event: { target: { value: string } }) =>
    onForm({ ...form, [field]: event.target.value });

  // A complete number searches by itself: one tap fewer for every phone order.
  useEffect(() => {
    if (stage !== 'search' || !isCompletePhone(form.phone)) return;
    const digits = phoneDigits(form.phone);
    if (searched.current === digits) return;
    searched.current = digits;
    phoneRef.current?.closest('form')?.requestSubmit();
  }, [form.phone, stage]);

  // docs/product.md#customer-dialog: the number done, the cashier goes on at the first empty field of the new customer.
  useEffect(() => {
    if (stage !== 'new') return;
    const fields = phoneRef.current?.closest('form');
    const empty = FORM_FIELDS.map((name) => fields?.querySelector<HTMLInputElement>(`[name="${name}"]`)).find(
      (field) => field && !field.value,
    );
    empty?.focus();
  }, [stage]);

  /** Digits only, as typed or pasted; a letter is left out and said so (docs/product.md#phone-rules). */
  const changePhone = (typed: string) => {
    const { digits: phone, note } = phoneEntry(typed);
    // A note stays until the number is complete or cleared, so a refused O is not missed.
    setPhoneNote((shown) => note ?? (isCompletePhone(phone) || !phone ? null : shown));
    onForm({ ...form, phone });
    if (stage === 'found' || stage === 'new') {
      setStage('search');
      setFound(null);
      searched.current = null;
    }
  };

  const input = () => ({
    restaurantId,
    fullName: form.fullName.trim(),
    phoneNumber: phoneDigits(form.phone),
    street1: form.street1.trim(),
    street2: form.street2.trim(),
    city: form.city.trim(),
    zipcode: form.zipcode.trim(),
    country: form.country.trim(),
    notes: form.notes.trim(),
  });

  const submit = async (): Promise<string | null> => {
    switch (stage) {
      case 'search': {
        const problem = phoneProblem(form.phone);
        if (problem) return problem;
        searched.current = phoneDigits(form.phone);
        const { data } = await client.query({
          query: CUSTOMER_BY_PHONE,
          variables: { restaurantId, phone: phoneDigits(form.phone) },
          fetchPolicy: 'network-only',
        });
        const customer = data?.customerByPhone ?? null;
        setFound(customer);
        setStage(customer ? 'found' : 'new');
        // Most customers live where the restaurant is: its city and zipcode to start with (docs/decisions/0029).
        if (!customer && !form.city && !form.zipcode)
          onForm({ ...form, ...cityAndZipcode(restaurant?.fullAddress ?? '') });
        return null;
      }
      case 'found':
        if (found) onChosen(found, []);
        return null;
      case 'new': {
        const problem = phoneProblem(form.phone);
        if (problem) return problem;
        if (!form.fullName.trim()) return FULL_NAME_MESSAGE;
        const { data } = await client.mutate({ mutation: CREATE_CUSTOMER, variables: { input: input() } });
        if (data) onChosen(data.createCustomer, []);
        return null;
      }
      case 'update': {
        if (!found) return 'No Customer Found';
        const problem = phoneProblem(form.phone);
        if (problem) return problem;
        if (!form.fullName.trim()) return FULL_NAME_MESSAGE;
        const { data } = await client.mutate({
          mutation: UPDATE_CUSTOMER,
          variables: { id: found.id, input: input() },
        });
        if (data) {
          setFound({ ...data.updateCustomer, lastOrder: found.lastOrder });
          setStage('found');
        }
        return null;
      }
    }
  };

  const labels: Record<Stage, [string, string]> = {
    search: ['Search', 'Searching…'],
    found: ['Add the customer', 'Adding…'],
    new: ['Create Customer', 'Creating…'],
    update: ['Update Customer', 'Saving…'],
  };

  const editFound = () => {
    if (!found) return;
    onForm({
      phone: found.phoneNumber,
      fullName: found.fullName,
      street1: found.street1,
      street2: found.street2,
      city: found.city,
      zipcode: found.zipcode,
      country: found.country,
      notes: found.notes,
    });
    setStage('update');
  };

  const lastLines = found?.lastOrder?.lines ?? [];

  return (
    <FormDialog
      title="Find the Customer"
      description={`For a ${ORDER_TYPE_WORD[orderType].toLowerCase()} order. Type the phone number; the search starts by itself.`}
      onClose={onClose}
      onSubmit={submit}
      failure={stage === 'search' ? 'Failed to fetch customer' : 'Failed to create customer'}
      submitLabel={labels[stage][0]}
      busyLabel={labels[stage][1]}
    >
      <div ref={phoneRef}>
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          hint={
            <StyledPhoneNote role="status" $refused={!!phoneNote}>
              {phoneNote ?? PHONE_HINT}
            </StyledPhoneNote>
          }
          value={form.phone}
          onChange={(event) => changePhone(event.target.value)}
        />
      </div>
      {stage === 'found' && found && (
        <StyledFound aria-labelledby="found-customer">
          <h3 id="found-customer">{found.fullName}</h3>
          <p>{formatPhone(found.phoneNumber)}</p>
          {(found.street1 || found.city) && (
            <p>{[found.street1, found.street2, found.city, found.zipcode].filter(Boolean).join(', ')}</p>
          )}
          {found.notes && (
            <p>
              <em>{found.notes}</em>
            </p>
          )}
          {found.lastOrder && lastLines.length > 0 && (
            <StyledLastOrder>
              Last order #{found.lastOrder.orderNumber} ({found.lastOrder.createdAtLocal}):
              <ul>
                {lastLines.map((line) => (
                  <li key={line.id}>
                    {line.quantity > 1 ? `${line.quantity} × ` : ''}
                    {line.productName.split(';')[0]}
                  </li>
                ))}
              </ul>
            </StyledLastOrder>
          )}
          <StyledActions>
            <StyledButton type="button" $variant="secondary" onClick={editFound}>
              Update Customer
            </StyledButton>
            {lastLines.length > 0 && (
              <StyledButton type="button" $variant="secondary" onClick={() => onChosen(found, lastLines)}>
                <Icon name="repeat" size={18} />
                Repeat last order
              </StyledButton>
            )}
          </StyledActions>
        </StyledFound>
      )}
      {(stage === 'new' || stage === 'update') && (
        <>
          <h3>{stage === 'new' ? 'New Customer' : 'Update Customer'}</h3>
          <TextField
            label="Full Name"
            name="fullName"
            autoComplete="off"
            value={form.fullName}
            onChange={set('fullName')}
          />
          <AddressField form={form} onForm={onForm} />
          <TextField
            label="Street 2"
            name="street2"
            autoComplete="off"
            value={form.street2}
            onChange={set('street2')}
          />
          <StyledFormRow>
            <TextField label="City" name="city" autoComplete="off" value={form.city} onChange={set('city')} />
            <TextField
              label="Zipcode"
              name="zipcode"
              autoComplete="off"
              value={form.zipcode}
              onChange={set('zipcode')}
            />
          </StyledFormRow>
          <TextField label="Country" name="country" autoComplete="off" value={form.country} onChange={set('country')} />
          <TextAreaField label="Notes" name="notes" rows={2} value={form.notes} onChange={set('notes')} />
        </>
      )}
    </FormDialog>
  );
}

type Suggestion = AddressSuggestionsQuery['addressSuggestions'][number];

/**
 * Street 1 with address suggestions from 3 characters (docs/product.md#customer-dialog);
 * without a configured provider the answer is empty and it is a plain field.
 */
function AddressField({ form, onForm }: { form: CustomerForm; onForm: (form: CustomerForm) => void }) {
  const client = useApolloClient();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    const query = form.street1.trim();
    if (!typed || query.length < 3) return;
    let live = true;
    const timer = window.setTimeout(() => {
      client
        .query({ query: ADDRESS_SUGGESTIONS, variables: { query } })
        .then(({ data }) => live && setSuggestions(data?.addressSuggestions.slice(0, 5) ?? []))
        .catch(() => live && setSuggestions([]));
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [client, form.street1, typed]);

  const shown = typed && form.street1.trim().length >= 3 ? suggestions : [];
  return (
    <>
      <TextField
        label="Street 1"
        name="street1"
        autoComplete="off"
        value={form.street1}
        onChange={(event) => {
          setTyped(true);
          onForm({ ...form, street1: event.target.value });
        }}
      />
      {shown.length > 0 && (
        <StyledSuggestions aria-label="Address suggestions">
          {shown.map((suggestion) => (
            <li key={suggestion.label}>
              <button
                type="button"
                onClick={() => {
                  setTyped(false);
                  onForm({
                    ...form,
                    street1: suggestion.street1,
                    city: suggestion.city || form.city,
                    zipcode: suggestion.zipcode || form.zipcode,
                    country: suggestion.country || form.country,
                  });
                }}
              >
                {suggestion.label}
              </button>
            </li>
          ))}
        </StyledSuggestions>
      )}
    </>
  );
}
