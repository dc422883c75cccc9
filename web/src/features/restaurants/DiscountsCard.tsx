import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { SelectField } from '../../ui/controls/Field';
import { StyledRowList } from '../../ui/layout/Lists';
import { ORDER_SETTINGS } from '../session/orderSettings';
import { DiscountFormDialog } from './DiscountFormDialog';
import { StyledHubCard, StyledHubRow } from './HubCard.styles';
import { limitOptions, limitSavedNote, SCOPE_WORDS, USUAL_DISCOUNTS, valueWords, type Discount } from './discountRules';
import { DISCOUNT_LIST, SAVE_DISCOUNT } from './operations';
import { useSaveOrderSettings } from './useSaveOrderSettings';

const StyledItem = styled(StyledHubRow)<{ $active: boolean }>`
  background: ${({ $active, theme }) => ($active ? theme.colors.surface : theme.colors.surfaceSunken)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledLimit = styled.div`
  max-width: 420px;
`;

/**
 * The restaurant's discounts (docs/product.md#discounts), kept by the owner or a manager: the list the
 * cashier screen offers (added, changed, taken off the screen; never deleted, so orders keep theirs) and
 * the limit past which an order's discounts need the security PIN, saved as soon as it is chosen.
 */
export function DiscountsCard({ restaurantId }: { restaurantId: string }) {
  const list = useQuery(DISCOUNT_LIST, { variables: { restaurantId } });
  const settings = useQuery(ORDER_SETTINGS, { variables: { restaurantId } });
  const saveSettings = useSaveOrderSettings(restaurantId);
  const [save] = useMutation(SAVE_DISCOUNT, {
    refetchQueries: [{ query: DISCOUNT_LIST, variables: { restaurantId } }],
  });
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const discounts = list.data?.discounts ?? [];
  const limit = settings.data?.orderSettings.discountApprovalCents;

  const act = async (work: () => Promise<unknown>, saved: string) => {
    setNote(null);
    setFailure(null);
    setBusy(true);
    try {
      await work();
      setNote(saved);
    } catch (error) {
      setFailure(failureMessage(error, 'The discounts could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const setLimit = (cents: number) => act(() => saveSettings({ discountApprovalCents: cents }), limitSavedNote(cents));

  const toggle = (d: Discount) =>
    act(
      () =>
        save({
          variables: {
            restaurantId,
            input: {
              id: d.id,
              name: d.name,
              kind: d.kind,
              percent: d.percent,
              amountCents: d.amountCents,
              typedAtCounter: d.typedAtCounter,
              appliesTo: d.appliesTo,
              active: !d.active,
            },
          },
        }),
      d.active ? `${d.name} is no longer offered at the cashier screen.` : `${d.name} is offered again.`,
    );

  const addUsual = () =>
    act(async () => {
      for (const input of USUAL_DISCOUNTS) await save({ variables: { restaurantId, input } });
    }, 'Saved: Staff meal, Coupon and Manager’s choice are on the list.');

  return (
    <StyledHubCard as="section" aria-labelledby="discounts-heading">
      <h2 id="discounts-heading">Discounts</h2>
      <p>What the cashier screen offers to take off an item or an order, each given with a reason.</p>
      {list.error && !list.data && (
        <ErrorAlert>{failureMessage(list.error, 'We could not load the discounts.')}</ErrorAlert>
      )}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {note && <SuccessNote>{note}</SuccessNote>}
      {list.data && discounts.length === 0 && (
        <p>
          No discounts yet. Add your own, or start with the usual ones: Staff meal 50%, Coupon $5.00 and a manager’s
          choice typed at the counter.
        </p>
      )}
      {discounts.length > 0 && (
        <StyledRowList aria-label="The restaurant’s discounts">
          {discounts.map((d) => (
            <StyledItem key={d.id} $active={d.active}>
              <span>
                <strong>{d.name}</strong>
                {valueWords(d)} · {SCOPE_WORDS[d.appliesTo]}
                {!d.active && ' · Not offered'}
              </span>
              <StyledActions>
                <StyledButton
                  type="button"
                  $variant="secondary"
                  aria-label={`Change ${d.name}`}
                  onClick={() => setEditing(d)}
                >
                  Change
                </StyledButton>
                <StyledButton
                  type="button"
                  $variant="ghost"
                  disabled={busy}
                  aria-label={d.active ? `Stop offering ${d.name}` : `Offer ${d.name} again`}
                  onClick={() => void toggle(d)}
                >
                  {d.active ? 'Stop offering' : 'Offer again'}
                </StyledButton>
              </StyledActions>
            </StyledItem>
          ))}
        </StyledRowList>
      )}
      <StyledActions>
        <StyledButton type="button" onClick={() => setEditing('new')}>
          Add a discount
        </StyledButton>
        {list.data && discounts.length === 0 && (
          <StyledButton type="button" $variant="secondary" disabled={busy} onClick={() => void addUsual()}>
            Add the usual ones
          </StyledButton>
        )}
      </StyledActions>
      <StyledLimit>
        <SelectField
          label="Discounts need the security PIN above"
          name="discountApprovalCents"
          options={limitOptions(limit)}
          value={limit === undefined ? '' : String(limit)}
          disabled={limit === undefined || busy}
          aria-describedby="discount-limit-hint"
          onChange={(event) => void setLimit(Number(event.target.value))}
        />
        <p id="discount-limit-hint">
          What an order’s discounts take off together: past it, a manager enters the security PIN at the cashier screen.
        </p>
      </StyledLimit>
      {editing && (
        <DiscountFormDialog
          restaurantId={restaurantId}
          discount={editing === 'new' ? null : editing}
          onSaved={(name) => {
            setEditing(null);
            setNote(`Saved: ${name}.`);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </StyledHubCard>
  );
}
