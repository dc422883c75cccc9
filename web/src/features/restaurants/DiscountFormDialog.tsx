import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { DiscountScope } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { CheckboxField, StyledFieldset, TextField } from '../../ui/controls/Field';
import { FormDialog } from '../../ui/controls/FormDialog';
import { DISCOUNT_LIST, SAVE_DISCOUNT } from './operations';
import { formOf, inputOf, NEW_DISCOUNT, SCOPE_WORDS, type Discount, type DiscountForm } from './discountRules';

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2, 4)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
  }

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

function Radios<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <StyledFieldset>
      <legend>{props.legend}</legend>
      <StyledChoices>
        {props.options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </StyledChoices>
    </StyledFieldset>
  );
}

const SCOPES = (Object.keys(SCOPE_WORDS) as DiscountScope[]).map((value) => ({ value, label: SCOPE_WORDS[value] }));

/**
 * A discount of the restaurant's list, new or changed (docs/product.md#discounts): a name, by percent or by
 * amount or typed at the counter, for an item, the order or either, offered at the terminal or not.
 */
export function DiscountFormDialog({
  restaurantId,
  discount,
  onSaved,
  onClose,
}: {
  restaurantId: string;
  discount: Discount | null;
  onSaved: (name: string) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<DiscountForm>(discount ? formOf(discount) : NEW_DISCOUNT);
  const [save] = useMutation(SAVE_DISCOUNT, {
    refetchQueries: [{ query: DISCOUNT_LIST, variables: { restaurantId } }],
  });
  const change = (fields: Partial<DiscountForm>) => setForm((now) => ({ ...now, ...fields }));

  return (
    <FormDialog
      title={discount ? `Change ${discount.name}` : 'Add a discount'}
      description="Offered at the cashier screen: the cashier gives it with a reason."
      onClose={onClose}
      failure="The discount could not be saved. Try again."
      submitLabel="Save"
      busyLabel="Saving…"
      onSubmit={async () => {
        const input = inputOf(form, discount?.id ?? null);
        if (typeof input === 'string') return input;
        await save({ variables: { restaurantId, input } });
        onSaved(input.name);
        return null;
      }}
    >
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        maxLength={60}
        value={form.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <Radios
        legend="Takes off"
        name="kind"
        value={form.kind}
        options={[
          { value: 'percent', label: 'A percent' },
          { value: 'amount', label: 'An amount' },
        ]}
        onChange={(kind) => change({ kind, value: '' })}
      />
      <CheckboxField
        label="Typed at the counter each time (a manager’s choice)"
        checked={form.typedAtCounter}
        onChange={(typedAtCounter) => change({ typedAtCounter })}
      />
      {!form.typedAtCounter && (
        <TextField
          label={form.kind === 'percent' ? 'Percent off' : 'Amount off ($)'}
          name="value"
          inputMode="decimal"
          autoComplete="off"
          required
          value={form.value}
          onChange={(event) => change({ value: event.target.value })}
        />
      )}
      <Radios
        legend="Given"
        name="appliesTo"
        value={form.appliesTo}
        options={SCOPES}
        onChange={(appliesTo) => change({ appliesTo })}
      />
      <CheckboxField
        label="Offered at the cashier screen"
        checked={form.active}
        onChange={(active) => change({ active })}
      />
    </FormDialog>
  );
}
