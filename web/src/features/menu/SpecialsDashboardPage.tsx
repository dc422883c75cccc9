import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ActionMenu } from '../../ui/ActionMenu';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { StyledCardGrid } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { StyledForm, StyledFormRow } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import {
  DeletePhraseModal,
  ListPending,
  MenuEmpty,
  menuFailure,
  MenuPage,
  menuPaths,
  PriceField,
  refresh,
  requireSuccess,
  StyledCardTop,
  StyledFieldset,
  StyledMenuCard,
  StyledMuted,
  StyledPriceList,
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
import { centsToInput, formatDollars } from '../../ui/money';

const StyledItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 6px;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 10px;
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
  padding-top: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledOption = styled.button`
  min-height: 36px;
  padding: 0 12px;
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

type Dialog = { kind: 'create' } | { kind: 'edit'; special: Special } | { kind: 'delete'; special: Special };

/** /SpecialsDashboard/:restaurantId (docs/product.md#specials). */
export function SpecialsDashboardPage() {
  const { restaurantId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(SPECIALS, {
    variables: { restaurantId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteSpecial] = useMutation(DELETE_SPECIAL);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const reload = () => refresh(refetch);
  const specials = data ? sortByPrice(data.specials) : null;

  let body;
  if (!specials) {
    body = <ListPending loading={loading} error={error} what="specials" onRetry={() => void refetch()} />;
  } else if (specials.length === 0) {
    body = <MenuEmpty icon="combo">{EMPTY_TEXT.specials}</MenuEmpty>;
  } else {
    body = (
      <StyledCardGrid aria-label="Specials">
        {specials.map((special) => (
          <StyledMenuCard key={special.id} aria-labelledby={`special-${special.id}`}>
            <StyledCardTop>
              <h2 id={`special-${special.id}`}>{special.name}</h2>
              <ActionMenu
                label={`Actions for ${special.name}`}
                items={[
                  { label: 'Edit', onSelect: () => setDialog({ kind: 'edit', special }) },
                  { label: 'Delete', danger: true, onSelect: () => setDialog({ kind: 'delete', special }) },
                ]}
              />
            </StyledCardTop>
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
          </StyledMenuCard>
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <MenuPage
      title="Specials Dashboard"
      backTo={menuPaths.hub(restaurantId)}
      hint="Specials you create appear here."
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          + New Specials
        </StyledButton>
      }
    >
      {body}
      {dialog?.kind === 'create' && <SpecialModal restaurantId={restaurantId} onClose={close} onSaved={reload} />}
      {dialog?.kind === 'edit' && (
        <SpecialModal restaurantId={restaurantId} special={dialog.special} onClose={close} onSaved={reload} />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePhraseModal
          title="Delete this Special!"
          description={`"${dialog.special.name}" leaves the menu.`}
          fallback="Failed to delete"
          onClose={close}
          onDelete={async () => {
            const { data: answer } = await deleteSpecial({ variables: { id: dialog.special.id } });
            requireSuccess(answer?.deleteSpecial, 'Failed to delete');
            await reload();
          }}
        />
      )}
    </MenuPage>
  );
}

interface PendingItem extends SpecialItemRow {
  key: string;
}

let nextKey = 0;
const newKey = () => `item-${(nextKey += 1)}`;

interface SpecialModalProps {
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
function SpecialModal({ restaurantId, special, onSaved, onClose }: SpecialModalProps) {
  const [name, setName] = useState(special?.name ?? '');
  const [price, setPrice] = useState(special ? centsToInput(special.priceCents) : '');
  const [savedItems, setSavedItems] = useState<SpecialItem[]>(special?.items ?? []);
  const [pending, setPending] = useState<PendingItem[]>([]);
  const [picker, setPicker] = useState<PickerValue>(EMPTY_PICKER);
  const [error, setError] = useState<string | null>(null);
  const [saveSpecial, { loading: busy }] = useMutation(SAVE_SPECIAL);
  const products = useQuery(PRODUCTS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });

  const pickedRow = (): PendingItem => ({ key: newKey(), productName: picker.itemName, quantity: picker.quantity });

  const addPicked = () => {
    setPending((current) => [...current, pickedRow()]);
    setPicker(EMPTY_PICKER);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(nameRequired('Special name'));
      return;
    }
    setError(null);
    // What is still in the picker counts too; incomplete rows are skipped (docs/product.md#specials).
    const rows = picker.itemName ? [...pending, pickedRow()] : pending;
    const kept = new Set(savedItems.map((item) => item.id));
    try {
      await saveSpecial({
        variables: {
          input: {
            id: special?.id,
            restaurantId,
            name: name.trim(),
            priceCents: typedCents(price),
            addItems: itemsToAdd(rows),
            removeItemIds: (special?.items ?? []).filter((item) => !kept.has(item.id)).map((item) => item.id),
          },
        },
      });
      await onSaved();
      onClose();
    } catch (failure) {
      setError(menuFailure(failure, special ? 'Failed to update product' : UNEXPECTED_ERROR));
    }
  };

  return (
    <Modal title={special ? 'Edit Specials' : 'Create New Specials'} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <StyledFormRow>
          <TextField
            label="Special name"
            name="name"
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <PriceField
            label="Total price ($)"
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
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {busy ? 'Saving…' : special ? 'Save' : 'Create'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
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
        <StyledPriceList>
          <div>
            <dt>Item</dt>
            <dd>{value.itemName || '—'}</dd>
          </div>
        </StyledPriceList>
      </StyledFormRow>
      <div>
        <StyledButton type="button" $variant="secondary" disabled={!value.itemName} onClick={onAdd}>
          Add Item
        </StyledButton>
      </div>
    </>
  );
}
