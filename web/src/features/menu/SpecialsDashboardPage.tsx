import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { StyledButton } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { FormDialog } from '../../ui/FormDialog';
import { StyledFormRow } from '../../ui/Layout';
import { centsToInput, formatDollars } from '../../ui/money';
import {
  MenuDashboard,
  menuFailure,
  menuPaths,
  NameField,
  PriceField,
  PriceList,
  StyledFieldset,
  StyledMuted,
} from './MenuUi';
import {
  DELETE_SPECIAL,
  PRODUCTS,
  SAVE_SPECIAL,
  SPECIALS,
  type Product,
  type Special,
  type SpecialItem,
} from './operations';
import {
  EMPTY_TEXT,
  itemsToAdd,
  matchesSearch,
  nameRequired,
  sortByPrice,
  specialItemLabel,
  specialItemName,
  typedCents,
  UNEXPECTED_ERROR,
  type SpecialItemRow,
} from './rules';

const StyledItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    overflow-wrap: anywhere;
  }

  li > span {
    min-width: 0;
  }

  li > button {
    flex: none;
  }
`;

const StyledTotal = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  padding-top: ${space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

const StyledOption = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: ${space(0, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

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

interface PickerValue {
  productSearch: string;
  product: Product | null;
  sizeSearch: string;
  sizeName: string | null;
  quantity: string;
  /** The item's name once a product is chosen (docs/product.md#specials), else ''. */
  itemName: string;
}

const EMPTY_PICKER: PickerValue = {
  productSearch: '',
  product: null,
  sizeSearch: '',
  sizeName: null,
  quantity: '1',
  itemName: '',
};

interface ItemPickerProps {
  products: Product[];
  loading: boolean;
  value: PickerValue;
  onChange: (value: PickerValue) => void;
  onAdd: () => void;
}

/** docs/product.md#specials: a product by search, then optionally one of its sizes, and a quantity. */
function ItemPicker({ products, loading, value, onChange, onAdd }: ItemPickerProps) {
  const { product } = value;
  const productMatches = products.filter((candidate) => matchesSearch(candidate.name, value.productSearch)).slice(0, 8);
  const sizes = product ? sortByPrice(product.sizes) : [];
  const sizeMatches = sizes.filter((size) => matchesSearch(size.sizeName, value.sizeSearch));

  const chooseProduct = (chosen: Product) =>
    onChange({
      ...value,
      product: chosen,
      productSearch: chosen.name,
      sizeName: null,
      sizeSearch: '',
      itemName: specialItemName(chosen.name),
    });

  const chooseSize = (sizeName: string) =>
    product &&
    onChange({ ...value, sizeName, sizeSearch: sizeName, itemName: specialItemName(product.name, sizeName) });

  return (
    <>
      <TextField
        label="Product"
        name="productSearch"
        placeholder="Search product..."
        autoComplete="off"
        value={value.productSearch}
        onChange={(event) => onChange({ ...EMPTY_PICKER, quantity: value.quantity, productSearch: event.target.value })}
      />
      {!product && (
        <StyledOptions role="group" aria-label="Matching products">
          {loading ? (
            <StyledMuted>Loading...</StyledMuted>
          ) : productMatches.length === 0 ? (
            <StyledMuted>No options</StyledMuted>
          ) : (
            productMatches.map((candidate) => (
              <StyledOption key={candidate.id} type="button" onClick={() => chooseProduct(candidate)}>
                {candidate.name}
              </StyledOption>
            ))
          )}
        </StyledOptions>
      )}
      {product && sizes.length > 0 && (
        <>
          <TextField
            label="Size (optional)"
            name="sizeSearch"
            placeholder="Search size..."
            autoComplete="off"
            value={value.sizeSearch}
            onChange={(event) =>
              onChange({
                ...value,
                sizeSearch: event.target.value,
                sizeName: null,
                itemName: specialItemName(product.name),
              })
            }
          />
          {!value.sizeName && (
            <StyledOptions role="group" aria-label="Matching sizes">
              {sizeMatches.length === 0 ? (
                <StyledMuted>No options</StyledMuted>
              ) : (
                sizeMatches.map((size) => (
                  <StyledOption key={size.id} type="button" onClick={() => chooseSize(size.sizeName)}>
                    {size.sizeName}
                  </StyledOption>
                ))
              )}
            </StyledOptions>
          )}
        </>
      )}
      <StyledFormRow>
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          value={value.quantity}
          onChange={(event) => onChange({ ...value, quantity: event.target.value })}
        />
        <PriceList lines={[{ label: 'Item', value: value.itemName || '—' }]} />
      </StyledFormRow>
      <div>
        <StyledButton type="button" $variant="secondary" disabled={!value.itemName} onClick={onAdd}>
          Add Item
        </StyledButton>
      </div>
    </>
  );
}
