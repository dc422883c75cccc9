import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { CheckboxField, StyledFieldset, TextField } from '../../ui/controls/Field';
import { useSaveOrderSettings } from './useSaveOrderSettings';

const StyledTips = styled(StyledFieldset)`
  display: grid;
  gap: ${space(3)};
  max-width: 420px;

  /* Offer tips: the whole label takes the tap, a finger's size on a phone. */
  & > label {
    min-height: 44px;
  }

  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledPercents = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space(2)};
`;

export const TIPS_PROBLEM = 'Tips are three whole percentages from 1 to 100, smallest first, like 15, 18, 20.';

/** Three whole percentages from 1 to 100, smallest first; null when the typed ones are not. */
export function tipPercentsOf(typed: readonly string[]): number[] | null {
  const p = typed.map((t) => (/^\d{1,3}$/.test(t.trim()) ? Number(t.trim()) : NaN));
  return p.length === 3 && p.every((n, i) => n >= 1 && n <= 100 && (i === 0 || n > p[i - 1]!)) ? p : null;
}

interface Props {
  restaurantId: string;
  tipsOffered: boolean;
  tipPercents: readonly number[];
}

/**
 * The tip choices the card reader offers (docs/decisions/0080-card-payments-at-the-counter.md): on or off, and
 * three percentages; the customer may also type an amount or give none. Saved with Save tips.
 */
export function TipSettings({ restaurantId, tipsOffered, tipPercents }: Props) {
  const save = useSaveOrderSettings(restaurantId);
  const [offered, setOffered] = useState(tipsOffered);
  const [typed, setTyped] = useState(tipPercents.map(String));
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const percents = tipPercentsOf(typed);
  const changed = offered !== tipsOffered || !percents || percents.join() !== tipPercents.join();

  const submit = async () => {
    setNote(null);
    setFailure(null);
    if (!percents) return setFailure(TIPS_PROBLEM);
    setBusy(true);
    try {
      await save({ tipsOffered: offered, tipPercents: percents });
      setNote(offered ? `Saved. The card reader offers ${percents.join('%, ')}% tips.` : 'Saved. No tips are offered.');
    } catch (error) {
      setFailure(failureMessage(error, 'The tips could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledTips aria-describedby="tips-hint">
      <legend>Tips on the card reader</legend>
      <p id="tips-hint">The customer chooses one of three percentages, types an amount, or gives no tip.</p>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      <CheckboxField label="Offer tips" checked={offered} onChange={setOffered} />
      <StyledPercents>
        {typed.map((value, i) => (
          <TextField
            key={i}
            label={`Tip ${i + 1} (%)`}
            name={`tipPercent${i + 1}`}
            inputMode="numeric"
            value={value}
            disabled={!offered}
            onChange={(event) => setTyped(typed.map((t, j) => (j === i ? event.target.value : t)))}
          />
        ))}
      </StyledPercents>
      <div>
        <StyledButton type="button" $variant="secondary" disabled={busy || !changed} onClick={() => void submit()}>
          {busy ? 'Saving…' : 'Save tips'}
        </StyledButton>
      </div>
    </StyledTips>
  );
}
