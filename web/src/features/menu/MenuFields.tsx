import { StyledPriceList, StyledToppingsChoice, StyledMuted } from './MenuUi.styles';
import { useContext } from 'react';
import { FormTried } from '../../ui/controls/FormDialog';
import { TextField, CheckboxField } from '../../ui/controls/Field';
import { nameProblem, priceProblem } from './rules';

export interface PriceLine {
  /** Unique in the list; the label when absent. */
  key?: string;
  label: string;
  value: string;
}

/** Label / price rows: a card's prices, the item a picker holds. */
export function PriceList({ label, lines }: { label?: string; lines: readonly PriceLine[] }) {
  return (
    <StyledPriceList aria-label={label}>
      {lines.map((line) => (
        <div key={line.key ?? line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </StyledPriceList>
  );
}

/** The name of the item a dialog creates or edits, labelled '{thing} name' as its message says. */
export function NameField({
  thing,
  value,
  onChange,
}: {
  thing: string;
  value: string;
  onChange: (name: string) => void;
}) {
  const tried = useContext(FormTried);
  return (
    <TextField
      label={`${thing} name`}
      name="name"
      autoComplete="off"
      value={value}
      error={tried ? (nameProblem(thing, value) ?? undefined) : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * A money field: dollars as typed ("12.50"), a decimal pad on phones. Once a save was tried it
 * says beside itself when what is typed is not an amount, in the server's words; `amount` names
 * it there (else its label without "($)").
 */
export function PriceField({
  amount,
  ...props
}: Omit<Parameters<typeof TextField>[0], 'inputMode' | 'autoComplete'> & { amount?: string }) {
  const tried = useContext(FormTried);
  const named = amount ?? String(props.label).replace(/\s*\(\$\)$/, '');
  const problem = tried && !props.disabled ? priceProblem(String(props.value ?? ''), named) : null;
  return <TextField inputMode="decimal" autoComplete="off" error={problem ?? undefined} {...props} />;
}

/**
 * docs/product.md#categories: whether a category or a product takes toppings.
 * Off for drinks and side-like items: the terminal offers none and adds them in one tap.
 */
export function TakesToppingsField({
  checked,
  onChange,
  note = 'Turn off for drinks and side-like items: the terminal offers no toppings and adds them in one tap.',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  note?: string;
}) {
  return (
    <StyledToppingsChoice>
      <CheckboxField label="Takes toppings" checked={checked} onChange={onChange} />
      <StyledMuted>{note}</StyledMuted>
    </StyledToppingsChoice>
  );
}

/** What a card says of a category or a product that takes no toppings. */
export const NO_TOPPINGS = 'No toppings';
