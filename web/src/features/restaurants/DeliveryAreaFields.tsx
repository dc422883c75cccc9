import styled from 'styled-components';
import type { DeliveryArea } from '../../graphql/generated/graphql';
import { space } from '../../theme/theme';
import { StyledFieldError, StyledFieldset, StyledRadioOption, TextField } from '../../ui/controls/Field';
import { ZIP_LIST_RULE } from './onlineRules';

const StyledChoices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${space(3)};
`;

/* Greyed where this server cannot look addresses up. */
const StyledChoice = styled(StyledRadioOption)`
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

/** What the area's fields show as typed, and the messages beside them. */
export interface AreaDraft {
  area: DeliveryArea;
  zips: string;
  radius: string;
}
export type AreaProblems = Partial<Record<'deliveryArea' | 'deliveryZips' | 'deliveryRadiusMiles', string>>;

interface Props {
  draft: AreaDraft;
  onChange: (patch: Partial<AreaDraft>) => void;
  /** This server can look addresses up: without it, a radius is not offered (decision 0064). */
  lookup: boolean;
  /** The restaurant's address the saved radius is measured from. */
  origin: string | null;
  problems: AreaProblems;
}

/**
 * The delivery area on the owner's online ordering card (docs/decisions/0064-delivery-radius.md): the ZIP
 * codes delivered to, or a radius in miles from the restaurant's address, each with its message beside it.
 */
export function DeliveryAreaFields({ draft, onChange, lookup, origin, problems }: Props) {
  const choices = [
    { value: 'zips', label: 'ZIP codes' },
    { value: 'radius', label: 'A radius from the restaurant' },
  ] as const;
  return (
    <StyledFieldset>
      <legend>Delivery area</legend>
      <StyledChoices>
        {choices.map((choice) => (
          <StyledChoice key={choice.value}>
            <input
              type="radio"
              name="deliveryArea"
              value={choice.value}
              checked={draft.area === choice.value}
              disabled={choice.value === 'radius' && !lookup}
              aria-describedby={problems.deliveryArea ? 'delivery-area-error' : undefined}
              onChange={() => onChange({ area: choice.value })}
            />
            {choice.label}
          </StyledChoice>
        ))}
      </StyledChoices>
      {problems.deliveryArea && <StyledFieldError id="delivery-area-error">{problems.deliveryArea}</StyledFieldError>}
      {!lookup && <p>A radius needs address lookup, which this server does not have: list the ZIP codes instead.</p>}
      {draft.area === 'zips' ? (
        <TextField
          label="ZIP codes delivered to"
          value={draft.zips}
          onChange={(event) => onChange({ zips: event.target.value })}
          hint={ZIP_LIST_RULE}
          error={problems.deliveryZips}
          inputMode="numeric"
        />
      ) : (
        <TextField
          label="Delivers within (miles)"
          value={draft.radius}
          onChange={(event) => onChange({ radius: event.target.value })}
          hint={`Measured in a straight line from ${origin ?? 'the restaurant’s address'}.`}
          error={problems.deliveryRadiusMiles}
          inputMode="decimal"
        />
      )}
    </StyledFieldset>
  );
}
