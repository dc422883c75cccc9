import { type RestaurantFormValues, type RestaurantFieldProblems, restaurantTimeZoneGuess, timeZones } from './rules';
import { useState, useId } from 'react';
import { browserTimeZone } from './addressTimeZone';
import { TextField, TextAreaField, PinField } from '../../ui/controls/Field';
import { StyledFormRow } from '../../ui/layout/Layout';
import { KEEP_PIN_HINT } from '../../ui/format/words';

interface FieldsProps {
  values: RestaurantFormValues;
  onChange: (values: RestaurantFormValues) => void;
  mode: 'create' | 'edit';
  /** Each field's message, once the owner has tried to save. */
  problems: RestaurantFieldProblems;
}

/** The restaurant's own fields, shared by the create and edit dialogs. */
export function RestaurantFields({ values, onChange, mode, problems }: FieldsProps) {
  // On create the zone follows the address until the owner picks one by hand.
  const [zoneNote, setZoneNote] = useState<string | null>(() =>
    mode === 'create' ? restaurantTimeZoneGuess(values.fullAddress, browserTimeZone()).note : null,
  );
  const [zoneByHand, setZoneByHand] = useState(mode === 'edit');
  const set =
    (field: keyof RestaurantFormValues) =>
    (event: { target: { value: string } }): void =>
      onChange({ ...values, [field]: event.target.value });
  const setAddress = (event: { target: { value: string } }) => {
    const fullAddress = event.target.value;
    if (zoneByHand) {
      onChange({ ...values, fullAddress });
      return;
    }
    const guess = restaurantTimeZoneGuess(fullAddress, browserTimeZone());
    setZoneNote(guess.note);
    onChange({ ...values, fullAddress, timeZone: guess.zone });
  };
  const setZone = (event: { target: { value: string } }) => {
    setZoneByHand(true);
    setZoneNote(null);
    onChange({ ...values, timeZone: event.target.value });
  };
  return (
    <>
      <TextField
        label="Restaurant name"
        name="name"
        autoComplete="off"
        value={values.name}
        error={problems.name}
        onChange={set('name')}
      />
      <TextAreaField
        label="Description (optional)"
        name="description"
        rows={3}
        value={values.description}
        error={problems.description}
        onChange={set('description')}
      />
      <PinField
        label={mode === 'create' ? 'Security PIN' : 'New security PIN (optional)'}
        name="securityPin"
        hint={
          mode === 'create'
            ? '4 to 6 digits. Needed to open the restaurant; keep it for managers and owners.'
            : KEEP_PIN_HINT
        }
        value={values.securityPin}
        error={problems.securityPin}
        onChange={set('securityPin')}
      />
      <StyledFormRow>
        {/* No placeholders: a grey "8.875" reads as a value already filled in. */}
        <TextField
          label="Tax (%)"
          name="taxPercentage"
          inputMode="decimal"
          autoComplete="off"
          hint="A number, e.g. 8.875. 0 if none."
          value={values.taxPercentage}
          error={problems.taxPercentage}
          onChange={set('taxPercentage')}
        />
        <TextField
          label="Delivery charge ($)"
          name="deliveryCharge"
          inputMode="decimal"
          autoComplete="off"
          hint="Dollars, e.g. 3.50. 0 if free."
          value={values.deliveryCharge}
          error={problems.deliveryCharge}
          onChange={set('deliveryCharge')}
        />
      </StyledFormRow>
      <TextField
        label="Full address"
        name="fullAddress"
        autoComplete="street-address"
        hint="Street, city, state and ZIP code."
        value={values.fullAddress}
        error={problems.fullAddress}
        onChange={setAddress}
      />
      <TextField
        label="Phone number"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        error={problems.phoneNumber}
        onChange={set('phoneNumber')}
      />
      <TimeZoneField value={values.timeZone} note={zoneNote} error={problems.timeZone} onChange={setZone} />
    </>
  );
}

/**
 * The restaurant's time zone: a search over the IANA zones (type "Chicago"
 * or "Europe/"), offered by the browser's own list; the server checks it.
 */
function TimeZoneField({
  value,
  note,
  error,
  onChange,
}: {
  value: string;
  /** Where a guessed zone came from ("From the address (IL)."). */
  note: string | null;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const listId = useId();
  const [zones] = useState(timeZones);
  return (
    <>
      <TextField
        label="Time zone"
        name="timeZone"
        autoComplete="off"
        spellCheck={false}
        list={listId}
        hint={`${note ? `${note} ` : ''}Type to change it, e.g. Chicago. Today, weeks and months are counted on this clock.`}
        value={value}
        error={error}
        onChange={onChange}
      />
      <datalist id={listId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  );
}
