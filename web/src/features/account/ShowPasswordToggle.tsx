import { CheckboxField } from '../../ui/Field';

export function ShowPasswordToggle({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return <CheckboxField label="Show password" checked={shown} onChange={onChange} />;
}
