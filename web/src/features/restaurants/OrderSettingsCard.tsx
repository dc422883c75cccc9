import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { HalfToppingPricing, OrderSettingsInput } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { SelectField, StyledFieldset, StyledRadioOption as StyledOption } from '../../ui/controls/Field';
import { StyledCard } from '../../ui/layout/Layout';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { UPDATE_ORDER_SETTINGS } from './operations';
import { TipSettings } from './TipSettings';
import { takingOptions, takingSavedNote, voidApprovalOptions, voidApprovalSavedNote } from './settingChoices';

const StyledSettings = styled(StyledCard)`
  display: grid;
  gap: ${space(5)};
  margin-top: ${space(8)};

  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const StyledVoids = styled.div`
  display: grid;
  gap: ${space(2)};
  max-width: 420px;

  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const OPTIONS: readonly { value: HalfToppingPricing; label: string }[] = [
  { value: 'half', label: 'Half the price: a $2.00 topping costs $1.00 on one half' },
  { value: 'full', label: 'The full price, on a half as on the whole' },
];

/**
 * The restaurant's order settings (docs/product.md#order-settings), chosen by
 * the owner or a manager and saved as soon as they are chosen: how the
 * terminal prices a topping on half a pizza, and after how long a void needs
 * the security PIN.
 */
export function OrderSettingsCard({ restaurantId }: { restaurantId: string }) {
  const { data, error } = useQuery(ORDER_SETTINGS, { variables: { restaurantId } });
  const [save] = useMutation(UPDATE_ORDER_SETTINGS);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A choice shows at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<OrderSettingsInput | null>(null);
  const settings = data?.orderSettings;
  const pricing = chosen?.halfToppingPricing ?? settings?.halfToppingPricing;
  const minutes = chosen?.voidApprovalMinutes ?? settings?.voidApprovalMinutes;
  const taking = chosen?.takingMinutes ?? settings?.takingMinutes;

  const choose = async (input: OrderSettingsInput, saved: string) => {
    setNote(null);
    setFailure(null);
    setChosen(input);
    try {
      await save({
        variables: { restaurantId, input },
        // Settings have no id of their own: the answer replaces the query's.
        update: (cache, { data: answer }) => {
          if (answer)
            cache.writeQuery({
              query: ORDER_SETTINGS,
              variables: { restaurantId },
              data: { orderSettings: answer.updateOrderSettings },
            });
        },
      });
      setNote(saved);
    } catch (saveError) {
      setFailure(failureMessage(saveError, 'The setting could not be saved. Try again.'));
    } finally {
      setChosen(null);
    }
  };

  return (
    <StyledSettings as="section" aria-labelledby="order-settings-heading">
      <h2 id="order-settings-heading">Order settings</h2>
      {error && !data && <ErrorAlert>{failureMessage(error, 'We could not load the order settings.')}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      <StyledFieldset disabled={!pricing}>
        <legend>A topping on half a pizza costs</legend>
        {OPTIONS.map((option) => (
          <StyledOption key={option.value}>
            <input
              type="radio"
              name="halfToppingPricing"
              value={option.value}
              checked={pricing === option.value}
              onChange={() =>
                void choose(
                  { halfToppingPricing: option.value },
                  'Saved. The cashier screen prices halves this way from the next item.',
                )
              }
            />
            {option.label}
          </StyledOption>
        ))}
      </StyledFieldset>
      <StyledVoids>
        <SelectField
          label="Voids need the security PIN after"
          name="voidApprovalMinutes"
          options={voidApprovalOptions(minutes)}
          value={minutes === undefined ? '' : String(minutes)}
          disabled={minutes === undefined}
          aria-describedby="void-approval-hint"
          onChange={(event) => {
            const value = Number(event.target.value);
            void choose({ voidApprovalMinutes: value }, voidApprovalSavedNote(value));
          }}
        />
        <p id="void-approval-hint">
          Taking an item or an order back once it counts (printed, with a driver, or no longer new) is a void with a
          reason. Voids of older orders need a manager’s security PIN.
        </p>
      </StyledVoids>
      <StyledVoids>
        <SelectField
          label="Items of a new order go freely for"
          name="takingMinutes"
          options={takingOptions(taking)}
          value={taking === undefined ? '' : String(taking)}
          disabled={taking === undefined}
          aria-describedby="taking-hint"
          onChange={(event) => {
            const value = Number(event.target.value);
            void choose({ takingMinutes: value }, takingSavedNote(value));
          }}
        />
        <p id="taking-hint">
          While an order is being taken (not printed, not with a driver) the cashier removes items with Undo. After this
          time, removing an item, lowering the total or deleting the order is a void, with a reason.
        </p>
      </StyledVoids>
      {settings && (
        <TipSettings
          restaurantId={restaurantId}
          tipsOffered={settings.tipsOffered}
          tipPercents={settings.tipPercents}
        />
      )}
    </StyledSettings>
  );
}
