import { type Product, CREATE_PRODUCT, SAVE_PRODUCT, DELETE_PRODUCT_SIZE } from './operations';
import {
  type SizeRow,
  sortByPrice,
  isProductPriceDisabled,
  completeSizes,
  productPriceToSend,
  isCompleteSize,
  typedCents,
  nameRequired,
} from './rules';
import { useState } from 'react';
import { centsToInput } from '../../ui/format/money';
import { useMutation } from '@apollo/client/react';
import { type FormDialogControls, FormDialog } from '../../ui/controls/FormDialog';
import { requireSuccess, menuFailure } from './MenuUi';
import { NameField, PriceField, TakesToppingsField } from './MenuFields';
import { StyledFieldset, StyledMuted, StyledRow } from './MenuUi.styles';
import { TextAreaField, TextField } from '../../ui/controls/Field';
import { StyledButton } from '../../ui/controls/Button';

interface ProductDialogProps {
  restaurantId: string;
  categoryId: string;
  /** Its category, once read: a category that takes no toppings overrides the product's word. */
  category?: { name: string; takesToppings: boolean };
  /** Absent when creating. */
  product?: Product;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

interface EditableSize extends SizeRow {
  /** A stable React key. */
  key: string;
}

let nextKey = 0;
const newKey = () => `size-${(nextKey += 1)}`;

/**
 * Create New Product / Edit Product with its Sizes (docs/product.md#products-and-sizes): a size row is
 * saved only when both fields are filled; while any size exists the product
 * price is disabled and sent as 0. A saved size removed here is deleted at once.
 */
export function ProductDialog({ restaurantId, categoryId, category, product, onSaved, onClose }: ProductDialogProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [takesToppings, setTakesToppings] = useState(product?.takesToppings ?? true);
  const [description, setDescription] = useState(product?.description ?? '');
  const [price, setPrice] = useState(product && product.sizes.length === 0 ? centsToInput(product.priceCents) : '');
  const [rows, setRows] = useState<EditableSize[]>(() =>
    sortByPrice(product?.sizes ?? []).map((size) => ({
      key: size.id,
      id: size.id,
      sizeName: size.sizeName,
      price: centsToInput(size.priceCents),
    })),
  );
  const [createProduct] = useMutation(CREATE_PRODUCT);
  const [saveProduct] = useMutation(SAVE_PRODUCT);
  const [deleteSize] = useMutation(DELETE_PRODUCT_SIZE);
  const priceDisabled = isProductPriceDisabled(rows.length);
  // The row Add Size just made: its name field takes the focus, so the next thing typed fills it.
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const addSize = () => {
    const key = newKey();
    setRows((current) => [...current, { key, sizeName: '', price: '' }]);
    setAddedKey(key);
  };

  const editRow = (key: string, change: Partial<SizeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const dropRow = (key: string) => setRows((current) => current.filter((other) => other.key !== key));

  /** A saved size removed here is deleted on the server at once (docs/product.md#products-and-sizes). */
  const removeRow = ({ id, key }: EditableSize, run: FormDialogControls['run']) => {
    if (!id) {
      dropRow(key);
      return;
    }
    void run(
      async () => {
        const { data } = await deleteSize({ variables: { id } });
        requireSuccess(data?.deleteProductSize, 'Failed to delete size');
        dropRow(key);
        await onSaved();
      },
      (error) => menuFailure(error, 'Failed to delete size'),
    );
  };

  const create = async () => {
    const sizes = completeSizes(rows);
    await createProduct({
      variables: {
        input: {
          restaurantId,
          categoryId,
          name: name.trim(),
          priceCents: productPriceToSend(price, rows.length),
          sizes: sizes.length ? sizes : null,
          takesToppings,
          description: description.trim() || null,
        },
      },
    });
  };

  /**
   * The product with its sizes in one call (docs/product.md#menu): all of it is saved, or none of it,
   * and Save can be tried again. Every typed price is read before anything is sent.
   */
  const update = async (saving: Product) => {
    const priceCents = productPriceToSend(price, rows.length);
    const sizes = rows.flatMap((row) =>
      isCompleteSize(row)
        ? [{ id: row.id ?? null, sizeName: row.sizeName.trim(), priceCents: typedCents(row.price, 'Size price') }]
        : [],
    );
    await saveProduct({
      variables: {
        input: {
          id: saving.id,
          restaurantId,
          name: name.trim(),
          priceCents,
          takesToppings,
          sizes,
          // Blank clears it.
          description: description.trim(),
        },
      },
    });
  };

  return (
    <FormDialog
      title={product ? 'Edit Product' : 'Create New Product'}
      onClose={onClose}
      onSubmit={async () => {
        if (!name.trim()) return nameRequired('Product name');
        await (product ? update(product) : create());
        await onSaved();
        onClose();
      }}
      failure={(error) => menuFailure(error, product ? 'Failed to update product' : 'Failed to create product')}
      submitLabel={product ? 'Save' : 'Create'}
      busyLabel="Saving…"
    >
      {({ busy, run }) => (
        <>
          <NameField thing="Product" value={name} onChange={setName} />
          <PriceField
            label="Price ($)"
            name="price"
            hint={priceDisabled ? 'Priced by size: the product price is 0.' : undefined}
            disabled={priceDisabled}
            value={priceDisabled ? '0' : price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <TextAreaField
            label="Description"
            hint="On the ordering page, under the name: what is in it, in a line or two."
            name="description"
            rows={2}
            maxLength={300}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TakesToppingsField
            checked={takesToppings}
            onChange={setTakesToppings}
            note={
              category && !category.takesToppings
                ? `${category.name} takes no toppings: none are offered for its products, whatever this says.`
                : undefined
            }
          />
          <StyledFieldset>
            <legend>Sizes</legend>
            {rows.length === 0 && <StyledMuted>No sizes: the product has one price.</StyledMuted>}
            {rows.map((row, index) => (
              <StyledRow key={row.key}>
                <TextField
                  label={`Size ${index + 1} name`}
                  name={`sizeName-${index}`}
                  autoComplete="off"
                  enterKeyHint="next"
                  // Moved here by the owner's own Add Size tap, never on opening the dialog.
                  autoFocus={row.key === addedKey}
                  value={row.sizeName}
                  onChange={(event) => editRow(row.key, { sizeName: event.target.value })}
                />
                <PriceField
                  label={`Size ${index + 1} price ($)`}
                  amount="Size price"
                  name={`sizePrice-${index}`}
                  hint={row.price.trim() !== '' && Number(row.price) === 0 ? 'Price upon request' : undefined}
                  value={row.price}
                  onChange={(event) => editRow(row.key, { price: event.target.value })}
                />
                <StyledButton
                  type="button"
                  $variant="ghost"
                  disabled={busy}
                  aria-label={`Remove size ${index + 1}`}
                  onClick={() => removeRow(row, run)}
                >
                  Remove
                </StyledButton>
              </StyledRow>
            ))}
            <div>
              <StyledButton type="button" $variant="secondary" onClick={addSize}>
                Add Size
              </StyledButton>
            </div>
          </StyledFieldset>
        </>
      )}
    </FormDialog>
  );
}
