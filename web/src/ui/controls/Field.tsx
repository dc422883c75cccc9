import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { space } from '../../theme/theme';

const StyledField = styled.div`
  display: grid;
  /* Beside a field with a hint, a field keeps its own height instead of stretching. */
  align-content: start;
  gap: ${space(2)};
`;

const StyledLabel = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledHint = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** What is wrong with this one field: red text beside it, not only the summary at the top. */
export const StyledFieldError = styled.span`
  font-size: 0.88rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The field's hint and error lines, tied to the control: the error is announced with the
 * field's name, and the control is marked invalid while it shows.
 */
function describeField(id: string, hint: ReactNode, error: ReactNode) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    controlProps: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
    lines: (
      <>
        {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
        {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      </>
    ),
  };
}

const control = css`
  width: 100%;
  min-height: 46px;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1rem;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    cursor: not-allowed;
  }
`;

export const StyledInput = styled.input`
  ${control}
`;

const StyledTextArea = styled.textarea`
  ${control}
  /* A field that says how many rows it wants gets them; others start roomy. */
  min-height: ${({ rows }) => (rows ? 'auto' : '140px')};
  resize: vertical;
`;

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value (which rule), shown under the field; null when nothing is. */
  error?: ReactNode;
}

/** A labelled text input; the label is the input's accessible name. */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const { controlProps, lines } = describeField(id, hint, error);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput id={id} {...controlProps} {...inputProps} />
      {lines}
    </StyledField>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
}

export function TextAreaField({ label, hint, error, ...areaProps }: TextAreaFieldProps) {
  const id = useId();
  const { controlProps, lines } = describeField(id, hint, error);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextArea id={id} {...controlProps} {...areaProps} />
      {lines}
    </StyledField>
  );
}

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 32px;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  user-select: none;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <StyledCheckboxLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </StyledCheckboxLabel>
  );
}

type PinFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'pattern' | 'maxLength' | 'autoComplete'>;

/**
 * A PIN (docs/product.md#pin-rules: 4 to 6 digits): hidden as typed, a number pad on phones,
 * never offered to or saved by the browser's password manager.
 */
export function PinField(props: PinFieldProps) {
  return (
    <TextField
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}

const StyledSelect = styled.select`
  ${control}
  appearance: none;
  padding-right: ${space(10)};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, options, ...selectProps }: SelectFieldProps) {
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect id={id} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </StyledField>
  );
}

/** A group of choices with its question as the legend, without the browser's frame. */
export const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${space(2)};

  legend {
    padding: 0;
    margin-bottom: ${space(2)};
    font-weight: 650;
  }
`;

/** One choice of a set of radio buttons, tapped by its label: a finger's worth of height, the chosen one marked. */
export const StyledRadioOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 44px;
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;

  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
