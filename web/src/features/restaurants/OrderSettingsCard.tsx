import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { HalfToppingPricing } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/Alert';
import { StyledFieldset } from '../../ui/Field';
import { StyledCard } from '../../ui/Layout';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { SET_HALF_TOPPING_PRICING } from './operations';

const StyledSettings = styled(StyledCard)`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(8)};

  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const StyledOption = styled.label`
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

const OPTIONS: readonly { value: HalfToppingPricing; label: string }[] = [
  { value: 'half', label: 'Half the price: a $2.00 topping costs $1.00 on one half' },
  { value: 'full', label: 'The full price, on a half as on the whole' },
];

/**
 * How the terminal prices a topping on half a pizza (docs/product.md#halves),
 * chosen by the owner or a manager and saved at once.
 */
export function OrderSettingsCard({ restaurantId }: { restaurantId: string }) {
  const { data, error } = useQuery(ORDER_SETTINGS, { variables: { restaurantId } });
  const [save] = useMutation(SET_HALF_TOPPING_PRICING);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The choice shows at once; a refusal puts the saved one back.
  const [chosen, setChosen] = useState<HalfToppingPricing | null>(null);
  const current = chosen ?? data?.orderSettings.halfToppingPricing;

  const choose = async (pricing: HalfToppingPricing) => {
    setNote(null);
    setFailure(null);
    setChosen(pricing);
    try {
      await save({
        variables: { restaurantId, pricing },
        // Settings have no id of their own: the answer replaces the query's.
        update: (cache, { data: saved }) => {
          if (saved)
            cache.writeQuery({
              query: ORDER_SETTINGS,
              variables: { restaurantId },
              data: { orderSettings: saved.setHalfToppingPricing },
            });
        },
      });
      setNote('Saved. The cashier screen prices halves this way from the next item.');
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
      <StyledFieldset disabled={!current}>
        <legend>A topping on half a pizza costs</legend>
        {OPTIONS.map((option) => (
          <StyledOption key={option.value}>
            <input
              type="radio"
              name="halfToppingPricing"
              value={option.value}
              checked={current === option.value}
              onChange={() => void choose(option.value)}
            />
            {option.label}
          </StyledOption>
        ))}
      </StyledFieldset>
    </StyledSettings>
  );
}
