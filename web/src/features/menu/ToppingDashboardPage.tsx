import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StyledButton } from '../../ui/controls/Button';
import { FormDialog } from '../../ui/controls/FormDialog';
import { StyledFormRow } from '../../ui/layout/Layout';
import { centsToInput, formatDollars } from '../../ui/format/money';
import { MenuDashboard, menuFailure, menuPaths } from './MenuUi';
import { StyledFieldset, StyledMuted } from './MenuUi.styles';
import { NameField, PriceField, PriceList } from './MenuFields';
import { DELETE_TOPPING, SAVE_TOPPING, TOPPINGS, type Topping } from './operations';
import {
  canAddToppingOptions,
  EMPTY_TEXT,
  isToppingBasePriceDisabled,
  nameRequired,
  toppingBasePriceToSend,
  toppingExtrasToSend,
  toppingPriceLines,
  type ToppingExtraRow,
} from './rules';
import { SoldOutRow } from './SoldOutRow';

/** /ToppingDashboard/:restaurantId (docs/product.md#toppings-and-portions). */
export function ToppingDashboardPage() {
  const { restaurantId = '' } = useParams();
  const query = useQuery(TOPPINGS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [deleteTopping] = useMutation(DELETE_TOPPING);

  return (
    <MenuDashboard
      title="Topping Dashboard"
      subtitle="Topping you create appear here."
      backTo={menuPaths.hub(restaurantId)}
      newLabel="+ New Topping"
      what="toppings"
      empty={{ icon: 'pizza', text: EMPTY_TEXT.toppings }}
      items={query.data?.toppings}
      query={query}
      actions="menu"
      details={(topping) => (
        <>
          <PriceList
            lines={toppingPriceLines(topping).map((line) => ({ label: line.label, value: formatDollars(line.cents) }))}
          />
          <SoldOutRow restaurantId={restaurantId} item={topping} reload={query.refetch} />
        </>
      )}
      form={(topping, { close, reload }) => (
        <ToppingDialog restaurantId={restaurantId} topping={topping} onClose={close} onSaved={reload} />
      )}
      remove={{
        title: 'Delete this Topping',
        confirmWithPhrase: false,
        run: async (topping) => (await deleteTopping({ variables: { id: topping.id } })).data?.deleteTopping,
      }}
    />
  );
}

const EMPTY_EXTRAS: ToppingExtraRow = { littlePrice: '', regularPrice: '', extraPrice: '' };

interface ToppingDialogProps {
  restaurantId: string;
  /** Absent when creating. */
  topping?: Topping;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Create New Topping / Edit Topping (docs/product.md#toppings-and-portions): the topping and its
 * one option set (set, changed, or removed here) are saved by one call, all of it or none of it.
 */
function ToppingDialog({ restaurantId, topping, onSaved, onClose }: ToppingDialogProps) {
  const mode = topping ? 'edit' : 'create';
  const [name, setName] = useState(topping?.name ?? '');
  const [basePrice, setBasePrice] = useState(topping ? centsToInput(topping.basePriceCents) : '');
  const [extras, setExtras] = useState<ToppingExtraRow | null>(() =>
    topping?.extras
      ? {
          id: topping.extras.id,
          littlePrice: centsToInput(topping.extras.littlePriceCents),
          regularPrice: centsToInput(topping.extras.regularPriceCents),
          extraPrice: centsToInput(topping.extras.extraPriceCents),
        }
      : null,
  );
  const [saveTopping] = useMutation(SAVE_TOPPING);
  const baseDisabled = isToppingBasePriceDisabled(mode, extras);

  /** One option price field of the set. */
  const optionField = (field: keyof Omit<ToppingExtraRow, 'id'>, label: string, set: ToppingExtraRow) => (
    <PriceField
      label={`${label} price ($)`}
      name={field}
      value={set[field]}
      onChange={(event) => {
        const typed = event.target.value;
        setExtras((current) => (current ? { ...current, [field]: typed } : current));
      }}
    />
  );

  return (
    <FormDialog
      title={topping ? 'Edit Topping' : 'Create New Topping'}
      onClose={onClose}
      onSubmit={async () => {
        if (!name.trim()) return nameRequired('Topping name');
        const input = {
          id: topping?.id,
          restaurantId,
          name: name.trim(),
          basePriceCents: toppingBasePriceToSend(mode, basePrice, extras),
          extras: toppingExtrasToSend(extras),
        };
        await saveTopping({ variables: { input } });
        await onSaved();
        onClose();
      }}
      failure={(error) => menuFailure(error, topping ? 'Failed to update product' : 'Failed to create product')}
      submitLabel={topping ? 'Save' : 'Create'}
      busyLabel="Saving…"
    >
      {({ busy }) => (
        <>
          <NameField thing="Topping" value={name} onChange={setName} />
          <PriceField
            label="Base price ($)"
            name="basePrice"
            hint={
              baseDisabled ? 'The option prices apply; the base price is saved as 0.' : 'The price of every portion.'
            }
            disabled={baseDisabled}
            value={baseDisabled ? '0' : basePrice}
            onChange={(event) => setBasePrice(event.target.value)}
          />
          {extras ? (
            <StyledFieldset>
              <legend>Topping Options</legend>
              <StyledFormRow>
                {optionField('littlePrice', 'Little', extras)}
                {optionField('regularPrice', 'Regular', extras)}
              </StyledFormRow>
              <StyledFormRow>{optionField('extraPrice', 'Extra', extras)}</StyledFormRow>
              <div>
                <StyledButton type="button" $variant="ghost" disabled={busy} onClick={() => setExtras(null)}>
                  Remove Topping Options
                </StyledButton>
              </div>
            </StyledFieldset>
          ) : (
            <StyledMuted>No options: every portion costs the base price.</StyledMuted>
          )}
          <div>
            <StyledButton
              type="button"
              $variant="secondary"
              disabled={!canAddToppingOptions(extras)}
              onClick={() => setExtras(EMPTY_EXTRAS)}
            >
              Add Topping Options
            </StyledButton>
          </div>
        </>
      )}
    </FormDialog>
  );
}
