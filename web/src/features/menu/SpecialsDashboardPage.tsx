import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { StyledButton } from '../../ui/controls/Button';
import { FormDialog } from '../../ui/controls/FormDialog';
import { StyledFormRow } from '../../ui/layout/Layout';
import { centsToInput, formatDollars } from '../../ui/format/money';
import { MenuDashboard, menuFailure, menuPaths } from './MenuUi';
import { StyledFieldset, StyledMuted } from './MenuUi.styles';
import { NameField, PriceField } from './MenuFields';
import { DELETE_SPECIAL, PRODUCTS, SAVE_SPECIAL, SPECIALS, type Special, type SpecialItem } from './operations';
import {
  EMPTY_TEXT,
  itemsToAdd,
  nameRequired,
  sortByPrice,
  specialItemLabel,
  typedCents,
  UNEXPECTED_ERROR,
  type SpecialItemRow,
} from './rules';
import { StyledItems, StyledTotal } from './SpecialsDashboardPage.styles';
import { type PickerValue, EMPTY_PICKER, ItemPicker } from './SpecialItemPicker';
import { SoldOutRow } from './SoldOutRow';

/** /SpecialsDashboard/:restaurantId (docs/product.md#specials). */
export function SpecialsDashboardPage() {
  const { restaurantId = '' } = useParams();
  const query = useQuery(SPECIALS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [deleteSpecial] = useMutation(DELETE_SPECIAL);

  return (
    <MenuDashboard
      title="Specials Dashboard"
      subtitle="Specials you create appear here."
      backTo={menuPaths.hub(restaurantId)}
      newLabel="+ New Specials"
      what="specials"
      empty={{ icon: 'combo', text: EMPTY_TEXT.specials }}
      items={query.data ? sortByPrice(query.data.specials) : undefined}
      query={query}
      actions="menu"
      details={(special) => (
        <>
          {special.items.length === 0 ? (
            <StyledMuted>{EMPTY_TEXT.specialItems}</StyledMuted>
          ) : (
            <StyledItems aria-label={`Items of ${special.name}`}>
              {special.items.map((item) => (
                <li key={item.id}>{specialItemLabel(item)}</li>
              ))}
            </StyledItems>
          )}
          <StyledTotal>
            <span>Total Price</span>
            <span>{formatDollars(special.priceCents)}</span>
          </StyledTotal>
          <SoldOutRow restaurantId={restaurantId} item={special} reload={query.refetch} />
        </>
      )}
      form={(special, { close, reload }) => (
        <SpecialDialog restaurantId={restaurantId} special={special} onClose={close} onSaved={reload} />
      )}
      remove={{
        title: 'Delete this Special!',
        confirmWithPhrase: true,
        run: async (special) => (await deleteSpecial({ variables: { id: special.id } })).data?.deleteSpecial,
      }}
    />
  );
}

interface PendingItem extends SpecialItemRow {
  key: string;
}

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

interface SpecialDialogProps {
  restaurantId: string;
  /** Absent when creating. */
  special?: Special;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

/**
 * Create New Specials / Edit Specials (docs/product.md#specials): the special, its new items and
 * the saved items removed here are saved by one call, all of it or none of it.
 */
function SpecialDialog({ restaurantId, special, onSaved, onClose }: SpecialDialogProps) {
  const [name, setName] = useState(special?.name ?? '');
  const [price, setPrice] = useState(special ? centsToInput(special.priceCents) : '');
  const [savedItems, setSavedItems] = useState<SpecialItem[]>(special?.items ?? []);
  const [pending, setPending] = useState<PendingItem[]>([]);
  const [picker, setPicker] = useState<PickerValue>(EMPTY_PICKER);
  const [saveSpecial] = useMutation(SAVE_SPECIAL);
  const products = useQuery(PRODUCTS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });

  const pickedRow = (): PendingItem => ({ key: newKey(), productName: picker.itemName, quantity: picker.quantity });

  const addPicked = () => {
    setPending((current) => [...current, pickedRow()]);
    setPicker(EMPTY_PICKER);
  };

  return (
    <FormDialog
      title={special ? 'Edit Specials' : 'Create New Specials'}
      onClose={onClose}
      onSubmit={async () => {
        if (!name.trim()) return nameRequired('Special name');
        // What is still in the picker counts too; incomplete rows are skipped (docs/product.md#specials).
        const rows = picker.itemName ? [...pending, pickedRow()] : pending;
        const kept = new Set(savedItems.map((item) => item.id));
        const input = {
          id: special?.id,
          restaurantId,
          name: name.trim(),
          priceCents: typedCents(price),
          addItems: itemsToAdd(rows),
          removeItemIds: (special?.items ?? []).filter((item) => !kept.has(item.id)).map((item) => item.id),
        };
        await saveSpecial({ variables: { input } });
        await onSaved();
        onClose();
      }}
      failure={(error) => menuFailure(error, special ? 'Failed to update product' : UNEXPECTED_ERROR)}
      submitLabel={special ? 'Save' : 'Create'}
      busyLabel="Saving…"
    >
      {({ busy }) => (
        <>
          <StyledFormRow>
            <NameField thing="Special" value={name} onChange={setName} />
            <PriceField
              label="Total price ($)"
              amount="Price"
              name="price"
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </StyledFormRow>
          <StyledFieldset>
            <legend>Items</legend>
            {savedItems.length + pending.length === 0 ? (
              <StyledMuted>{EMPTY_TEXT.specialItems}</StyledMuted>
            ) : (
              <StyledItems aria-label="Items in this special">
                {savedItems.map((item) => (
                  <li key={item.id}>
                    <span>{specialItemLabel(item)}</span>
                    <StyledButton
                      type="button"
                      $variant="ghost"
                      disabled={busy}
                      aria-label={`Remove ${specialItemLabel(item)}`}
                      onClick={() => setSavedItems((current) => current.filter((other) => other.id !== item.id))}
                    >
                      Remove
                    </StyledButton>
                  </li>
                ))}
                {pending.map((item) => (
                  <li key={item.key}>
                    <span>
                      {item.productName} x {item.quantity} (new)
                    </span>
                    <StyledButton
                      type="button"
                      $variant="ghost"
                      aria-label={`Remove ${item.productName} x ${item.quantity}`}
                      onClick={() => setPending((current) => current.filter((other) => other.key !== item.key))}
                    >
                      Remove
                    </StyledButton>
                  </li>
                ))}
              </StyledItems>
            )}
            <ItemPicker
              products={products.data?.products ?? []}
              loading={!products.data && products.loading}
              value={picker}
              onChange={setPicker}
              onAdd={addPicked}
            />
          </StyledFieldset>
        </>
      )}
    </FormDialog>
  );
}
