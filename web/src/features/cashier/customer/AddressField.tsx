import type { AddressSuggestionsQuery } from '../../../graphql/generated/graphql';
import type { CustomerForm } from '../draft/draftTypes';
import { useApolloClient } from '@apollo/client/react';
import { useState, useEffect } from 'react';
import { ADDRESS_SUGGESTIONS } from './operations';
import { TextField } from '../../../ui/controls/Field';
import { StyledSuggestions } from './CustomerDialog.styles';

type Suggestion = AddressSuggestionsQuery['addressSuggestions'][number];

/**
 * Street 1 with address suggestions from 3 characters (docs/product.md#customer-dialog);
 * without a configured provider the answer is empty and it is a plain field.
 */
export function AddressField({ form, onForm }: { form: CustomerForm; onForm: (form: CustomerForm) => void }) {
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
