import { useState, type ReactNode } from 'react';
import { CheckboxField, TextField } from '../../ui/controls/Field';

/** The fields every account form shares, spelled once. */

interface ValueProps {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** What is wrong with the value, beside the field. */
  error?: string;
}

export function FullNameField({ name, value, onChange, error }: ValueProps & { name: string }) {
  return (
    <TextField
      label="Full name"
      name={name}
      autoComplete="name"
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function EmailField({ value, onChange, error }: ValueProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      error={error}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

interface PasswordFieldProps extends ValueProps {
  label: string;
  name?: string;
  autoComplete: 'current-password' | 'new-password';
  /** The "Show password" box's choice. */
  shown: boolean;
  hint?: ReactNode;
}

/** A password, sent as typed (a space may be part of it). */
export function PasswordField({
  label,
  name = 'password',
  autoComplete,
  shown,
  hint,
  error,
  ...value
}: PasswordFieldProps) {
  return (
    <TextField
      label={label}
      type={shown ? 'text' : 'password'}
      name={name}
      autoComplete={autoComplete}
      hint={hint}
      error={error}
      value={value.value}
      disabled={value.disabled}
      onChange={(event) => value.onChange(event.target.value)}
    />
  );
}

export function ShowPasswordToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return <CheckboxField label="Show password" checked={shown} onChange={onChange} />;
}

/** A new password and its "Show password" box, which keeps its own choice (signing up, the profile). */
export function NewPasswordFields({ label, hint, ...value }: ValueProps & { label: string; hint: ReactNode }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={hint} shown={shown} {...value} />
      <ShowPasswordToggle shown={shown} onChange={setShown} />
    </>
  );
}
