import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { space } from '../../../theme/theme';
import { Icon } from '../../../ui/controls/Icon';
import { formatDollars } from '../../../ui/format/money';
import { StyledKey, StyledKeys, StyledSmallKey } from '../../../ui/controls/PinPad.styles';
import { padKeyOf, padPress, type PadKey } from './drawerRules';

const StyledMoneyPad = styled.div`
  display: grid;
  gap: ${space(3)};
  width: min(100%, 340px);
`;

const StyledShown = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};

  output {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 2rem;
    font-weight: 750;
    font-variant-numeric: tabular-nums;
  }

  button {
    min-height: 44px;
    min-width: 72px;
  }
`;

const StyledLabel = styled.p`
  margin: 0;
  font-weight: 650;
`;

interface MoneyPadProps {
  /** What the amount is: "Float counted", "Cash counted", "Amount". */
  label: string;
  cents: number;
  onChange: (cents: number) => void;
  disabled?: boolean;
}

/**
 * A till's number pad (docs/product.md#cash-drawers): big keys, the digits filling the cents from the right
 * (1, 0, 0, 0, 0 is $100.00), 00, backspace and clear; the physical keyboard's digits too, unless a field has
 * the focus. The amount shows as it is typed, in the largest type of its dialog.
 */
export function MoneyPad({ label, cents, onChange, disabled = false }: MoneyPadProps) {
  const id = useId();
  const padRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ cents, onChange, disabled });
  useEffect(() => {
    latest.current = { cents, onChange, disabled };
  });
  const press = (key: PadKey) => onChange(padPress(cents, key));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { cents: now, onChange: change, disabled: off } = latest.current;
      const key = padKeyOf(event.key);
      if (off || !key || event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target instanceof HTMLElement && event.target !== document.body ? event.target : null;
      if (target?.matches('input, textarea, select')) return;
      // A pad outside the open dialog (the time clock over the drawer) leaves its keys alone.
      const dialog = padRef.current?.closest('dialog') ?? null;
      if (target?.closest('dialog') && !dialog?.contains(target)) return;
      if (!dialog && document.querySelector('dialog[open]')) return;
      event.preventDefault();
      change(padPress(now, key));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <StyledMoneyPad ref={padRef} role="group" aria-labelledby={`${id}-label`}>
      <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
      <StyledShown>
        <output aria-live="polite" aria-label={label} data-money-pad>
          {formatDollars(cents)}
        </output>
        <StyledSmallKey type="button" disabled={disabled || cents === 0} onClick={() => press('clear')}>
          Clear
        </StyledSmallKey>
      </StyledShown>
      <StyledKeys>
        {(['1', '2', '3', '4', '5', '6', '7', '8', '9', '00', '0'] as const).map((digit) => (
          <StyledKey key={digit} type="button" disabled={disabled} onClick={() => press(digit)}>
            {digit}
          </StyledKey>
        ))}
        <StyledSmallKey
          type="button"
          aria-label="Backspace"
          disabled={disabled || cents === 0}
          onClick={() => press('back')}
        >
          <Icon name="backspace" size={28} />
        </StyledSmallKey>
      </StyledKeys>
    </StyledMoneyPad>
  );
}
