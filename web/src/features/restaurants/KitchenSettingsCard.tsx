import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { KitchenSettingsInput } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { SelectField, TextField } from '../../ui/controls/Field';
import { StyledCard } from '../../ui/layout/Layout';
import {
  AMBER_CHOICES,
  minuteOptions,
  minutesSavedNote,
  PREP_CHOICES,
  STALE_CHOICES,
  type MinutesField,
  RED_CHOICES,
  stationsSavedNote,
  stationsToSave,
} from './kitchenRules';
import { KITCHEN_SETTINGS, UPDATE_KITCHEN_SETTINGS } from './operations';

const StyledSettings = styled(StyledCard)`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(6)};

  h2,
  h3 {
    margin: 0;
  }

  h2 {
    font-size: 1.3rem;
  }

  h3 {
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${space(4)};
`;

const StyledStations = styled.form`
  display: grid;
  gap: ${space(4)};
`;

/**
 * The kitchen display's settings (docs/product.md#kitchen-display), the owner's or a manager's: when a ticket
 * turns amber and red and when a scheduled order comes up are saved as soon as chosen; the stations, one per
 * category of the menu, with a button.
 */
export function KitchenSettingsCard({ restaurantId }: { restaurantId: string }) {
  const { data, error } = useQuery(KITCHEN_SETTINGS, { variables: { restaurantId } });
  const [save] = useMutation(UPDATE_KITCHEN_SETTINGS);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [typed, setTyped] = useState<Record<string, string> | null>(null);
  const [saving, setSaving] = useState(false);
  const settings = data?.kitchenSettings;
  const categories = data?.categories ?? [];
  const saved = Object.fromEntries((settings?.stations ?? []).map((s) => [s.categoryId, s.station]));
  const stations = typed ?? saved;

  const send = async (input: KitchenSettingsInput, said: (names: readonly string[]) => string) => {
    setNote(null);
    setFailure(null);
    setSaving(true);
    try {
      const { data: answer } = await save({
        variables: { restaurantId, input },
        // Settings have no id of their own: the answer replaces the query's.
        update: (cache, { data: done }) => {
          if (!done || !data) return;
          cache.writeQuery({
            query: KITCHEN_SETTINGS,
            variables: { restaurantId },
            data: { ...data, kitchenSettings: done.updateKitchenSettings },
          });
        },
      });
      if (answer) setNote(said(answer.updateKitchenSettings.stationNames));
      return true;
    } catch (saveError) {
      setFailure(failureMessage(saveError, 'The kitchen settings could not be saved. Try again.'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  const minutes = (field: MinutesField, label: string, choices: readonly number[]) => (
    <SelectField
      label={label}
      name={field}
      options={minuteOptions(choices, settings?.[field])}
      value={settings ? String(settings[field]) : ''}
      disabled={!settings || saving}
      onChange={(event) => {
        const value = Number(event.target.value);
        void send({ [field]: value }, () => minutesSavedNote(field, value));
      }}
    />
  );

  const saveStations = async (event: FormEvent) => {
    event.preventDefault();
    if (await send({ stations: stationsToSave(stations) }, stationsSavedNote)) setTyped(null);
  };

  return (
    <StyledSettings as="section" aria-labelledby="kitchen-settings-heading">
      <h2 id="kitchen-settings-heading">Kitchen display</h2>
      {error && !data && <ErrorAlert>{failureMessage(error, 'We could not load the kitchen settings.')}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      <StyledRow>
        {minutes('amberMinutes', 'A ticket turns amber after', AMBER_CHOICES)}
        {minutes('redMinutes', 'and red after', RED_CHOICES)}
        {minutes('prepMinutes', 'A scheduled order comes up before its time', PREP_CHOICES)}
        {minutes('staleMinutes', 'Tickets are gathered apart after', STALE_CHOICES)}
      </StyledRow>
      <StyledStations onSubmit={(event) => void saveStations(event)} aria-labelledby="stations-heading">
        <h3 id="stations-heading">Stations</h3>
        <p>Which station makes each category: Oven, Fryer, Cold… Left blank, it goes to Kitchen.</p>
        {categories.length === 0 && <p>The menu has no categories yet.</p>}
        <StyledRow>
          {categories.map((category) => (
            <TextField
              key={category.id}
              label={category.name}
              name={`station-${category.id}`}
              placeholder="Kitchen"
              maxLength={24}
              value={stations[category.id] ?? ''}
              onChange={(event) => setTyped({ ...stations, [category.id]: event.target.value })}
            />
          ))}
        </StyledRow>
        {categories.length > 0 && (
          <div>
            <StyledButton type="submit" disabled={saving || !settings}>
              Save stations
            </StyledButton>
          </div>
        )}
      </StyledStations>
    </StyledSettings>
  );
}
