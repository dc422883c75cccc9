import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { StyledButton } from '../../../ui/controls/Button';
import { TextAreaField, TextField } from '../../../ui/controls/Field';
import { FormDialog } from '../../../ui/controls/FormDialog';
import { Icon } from '../../../ui/controls/Icon';
import { StyledFormRow } from '../../../ui/layout/Layout';
import { RESTAURANT } from '../../session/restaurant';
import { cityAndZipcode } from './address';
import { UPDATE_CUSTOMER } from './operations';
import { createCustomer, findCustomer, keepCustomer } from '../offline/seenCustomers';
import type { CustomerForm, DraftCustomer } from '../draft/draftTypes';
import { isCompletePhone, phoneDigits, phoneEntry, phoneProblem } from '../../../ui/format/phone';
import { ORDER_TYPE_WORD } from '../receipt/receipt';
import { StyledOfflineNote } from '../offline/OfflineNote';
import { StyledPhoneNote } from './CustomerDialog.styles';
import { AddressField } from './AddressField';
import { type FoundCustomer, type LastOrderLine, FoundCustomerCard } from './FoundCustomerCard';
import { formOf } from './customerForm';

const FULL_NAME_MESSAGE = 'Full name is required.';
/** The fields of the form, in the order they are filled. */
const FORM_FIELDS = ['fullName', 'street1', 'street2', 'city', 'zipcode', 'country', 'notes'] as const;
const PHONE_HINT = 'Digits only: 10, or 11 starting with 1.';
export const OFFLINE_SEARCH_NOTE =
  'Offline: searched the customers this tablet has seen. A new customer is saved with the order once the connection is back.';

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
  /** A search found the customer: they go on the order at once, their last order offered for a repeat. */
  onFound: (customer: FoundCustomer) => void;
  /** Open on the update form of the order's customer. */
  updating?: boolean;
  onClose: () => void;
}

/**
 * 'Find the Customer' (docs/product.md#customer-dialog): search by phone (it
 * starts by itself once the number is complete, and on Enter or Search); a
 * match goes on the order at once (docs/decisions/0031-found-customer-added.md);
 * no match opens the 'New Customer' form. Opened again on an order with a
 * customer, it offers 'Add the customer' and 'Update Customer'.
 */
export function CustomerDialog({
  restaurantId,
  orderType,
  current,
  form,
  onForm,
  onChosen,
  onFound,
  updating = false,
  onClose,
}: CustomerDialogProps) {
  const client = useApolloClient();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant;
  const [stage, setStage] = useState<Stage>(current ? (updating ? 'update' : 'found') : 'search');
  const [phoneNote, setPhoneNote] = useState<string | null>(null);
  /** The last search had no network: it looked among the customers this tablet has seen. */
  const [offline, setOffline] = useState(false);
  const [found, setFound] = useState<FoundCustomer | null>(current ? { ...current, lastOrder: null } : null);
  const phoneRef = useRef<HTMLDivElement>(null);
  const searched = useRef<string | null>(current ? phoneDigits(current.phoneNumber) : null);

  const set = (field: keyof CustomerForm) => (event: { target: { value: string } }) =>
    onForm({ ...form, [field]: event.target.value });

  // Opened to update the order's customer: the form starts with what the customer has.
  const startsUpdating = useRef(updating && !!current);
  useEffect(() => {
    if (!startsUpdating.current || !current) return;
    startsUpdating.current = false;
    onForm(formOf(current));
  }, [current, onForm]);

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
        const { customer, offline } = await findCustomer(client, restaurantId, phoneDigits(form.phone));
        setOffline(offline);
        // The number is the customer's (one per number in a restaurant): on the order at once, a tap saved.
        if (customer) {
          onFound(customer);
          return null;
        }
        setFound(null);
        setStage('new');
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
        onChosen(await createCustomer(client, input()), []);
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
          keepCustomer(restaurantId, data.updateCustomer);
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
    onForm(formOf(found));
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
        <FoundCustomerCard customer={found}>
          <StyledButton type="button" $variant="secondary" onClick={editFound}>
            Update Customer
          </StyledButton>
          {lastLines.length > 0 && (
            <StyledButton type="button" $variant="secondary" onClick={() => onChosen(found, lastLines)}>
              <Icon name="repeat" size={18} />
              Repeat last order
            </StyledButton>
          )}
        </FoundCustomerCard>
      )}
      {offline && stage !== 'search' && <StyledOfflineNote role="status">{OFFLINE_SEARCH_NOTE}</StyledOfflineNote>}
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
