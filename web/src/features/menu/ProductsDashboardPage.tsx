import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { ActionMenu } from '../../ui/ActionMenu';
import { ErrorAlert } from '../../ui/Alert';
import { StyledButton } from '../../ui/Button';
import { StyledCardGrid } from '../../ui/Dashboard';
import { TextField } from '../../ui/Field';
import { StyledForm } from '../../ui/Layout';
import { Modal, StyledModalActions } from '../../ui/Modal';
import { RESTAURANT } from '../session/restaurant';
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
  StyledRow,
} from './MenuUi';
import {
  CATEGORY,
  CREATE_PRODUCT,
  CREATE_PRODUCT_SIZE,
  DELETE_PRODUCT,
  DELETE_PRODUCT_SIZE,
  PRODUCTS,
  UPDATE_PRODUCT,
  UPDATE_PRODUCT_SIZE,
  type Product,
} from './operations';
import {
  completeSizes,
  EMPTY_TEXT,
  isCompleteSize,
  isProductPriceDisabled,
  nameRequired,
  productPriceToSend,
  sizePriceLabel,
  sortByPrice,
  typedCents,
  type SizeRow,
} from './rules';
import { centsToInput, formatDollars } from '../../ui/money';

type Dialog = { kind: 'create' } | { kind: 'edit'; product: Product } | { kind: 'delete'; product: Product };

/** /ProductsDashboard/:restaurantId/:categoryId (docs/product.md#products-and-sizes). */
export function ProductsDashboardPage() {
  const { restaurantId = '', categoryId = '' } = useParams();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const category = useQuery(CATEGORY, { variables: { id: categoryId } });
  const { data, loading, error, refetch } = useQuery(PRODUCTS, {
    variables: { restaurantId, categoryId },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteProduct] = useMutation(DELETE_PRODUCT);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const reload = () => refresh(refetch);
  const products = data?.products;
  const restaurantName = restaurant.data?.restaurant.name;

  let body;
  if (!products) {
    body = <ListPending loading={loading} error={error} what="products" onRetry={() => void refetch()} />;
  } else if (products.length === 0) {
    body = <MenuEmpty icon="pizza">{EMPTY_TEXT.products}</MenuEmpty>;
  } else {
    body = (
      <StyledCardGrid aria-label="Products">
        {products.map((product) => (
          <StyledMenuCard key={product.id} aria-labelledby={`product-${product.id}`}>
            <StyledCardTop>
              <h2 id={`product-${product.id}`}>{product.name}</h2>
              <ActionMenu
                label={`Actions for ${product.name}`}
                items={[
                  { label: 'Edit', onSelect: () => setDialog({ kind: 'edit', product }) },
                  { label: 'Delete', danger: true, onSelect: () => setDialog({ kind: 'delete', product }) },
                ]}
              />
            </StyledCardTop>
            <StyledPriceList aria-label={product.sizes.length ? `Sizes of ${product.name}` : undefined}>
              {product.sizes.length === 0 ? (
                <div>
                  <dt>Price</dt>
                  <dd>{formatDollars(product.priceCents)}</dd>
                </div>
              ) : (
                sortByPrice(product.sizes).map((size) => (
                  <div key={size.id}>
                    <dt>{size.sizeName}</dt>
                    <dd>{sizePriceLabel(size.priceCents)}</dd>
                  </div>
                ))
              )}
            </StyledPriceList>
          </StyledMenuCard>
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <MenuPage
      title={restaurantName ? `${restaurantName} Dashboard` : 'Products'}
      subtitle={category.data?.category?.name}
      backTo={menuPaths.categories(restaurantId)}
      action={
        <StyledButton type="button" onClick={() => setDialog({ kind: 'create' })}>
          + New Product
        </StyledButton>
      }
    >
      {body}
      {dialog?.kind === 'create' && (
        <ProductModal restaurantId={restaurantId} categoryId={categoryId} onClose={close} onSaved={reload} />
      )}
      {dialog?.kind === 'edit' && (
        <ProductModal
          restaurantId={restaurantId}
          categoryId={categoryId}
          product={dialog.product}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePhraseModal
          title="Delete this Product"
          description={`"${dialog.product.name}" and its sizes leave the menu.`}
          fallback="Failed to delete"
          onClose={close}
          onDelete={async () => {
            const { data: answer } = await deleteProduct({ variables: { id: dialog.product.id } });
            requireSuccess(answer?.deleteProduct, 'Failed to delete');
            await reload();
          }}
        />
      )}
    </MenuPage>
  );
}

interface ProductModalProps {
  restaurantId: string;
  categoryId: string;
  /** Absent when creating. */
  product?: Product;
  onSaved: () => Promise<void>;
  onClose: () => void;
}

interface EditableSize extends SizeRow {
  /** A stable React key. */
  key: string;
  /** What the server holds, to send only changed sizes. */
  saved?: { sizeName: string; price: string };
}

let nextKey = 0;
const newKey = () => `size-${(nextKey += 1)}`;

/**
 * Create New Product / Edit Product with its Sizes (docs/product.md#products-and-sizes): a size row is
 * saved only when both fields are filled; while any size exists the product
 * price is disabled and sent as 0. A saved size removed here is deleted at once.
 */
function ProductModal({ restaurantId, categoryId, product, onSaved, onClose }: ProductModalProps) {
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState(product && product.sizes.length === 0 ? centsToInput(product.priceCents) : '');
  const [rows, setRows] = useState<EditableSize[]>(() =>
    sortByPrice(product?.sizes ?? []).map((size) => {
      const saved = { sizeName: size.sizeName, price: centsToInput(size.priceCents) };
      return { key: size.id, id: size.id, ...saved, saved };
    }),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [createProduct] = useMutation(CREATE_PRODUCT);
  const [updateProduct] = useMutation(UPDATE_PRODUCT);
  const [createSize] = useMutation(CREATE_PRODUCT_SIZE);
  const [updateSize] = useMutation(UPDATE_PRODUCT_SIZE);
  const [deleteSize] = useMutation(DELETE_PRODUCT_SIZE);
  const priceDisabled = isProductPriceDisabled(rows.length);

  const editRow = (key: string, change: Partial<SizeRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const removeRow = async (row: EditableSize) => {
    if (!row.id) {
      setRows((current) => current.filter((other) => other.key !== row.key));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { data } = await deleteSize({ variables: { id: row.id } });
      requireSuccess(data?.deleteProductSize, 'Failed to delete size');
      setRows((current) => current.filter((other) => other.key !== row.key));
      await onSaved();
    } catch (failure) {
      setError(menuFailure(failure, 'Failed to delete size'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(nameRequired('Product name'));
      return;
    }
    setError(null);
    setBusy(true);
    if (!product) {
      try {
        const sizes = completeSizes(rows);
        await createProduct({
          variables: {
            input: {
              restaurantId,
              categoryId,
              name: name.trim(),
              priceCents: productPriceToSend(price, rows.length),
              sizes: sizes.length ? sizes : null,
            },
          },
        });
        await onSaved();
        onClose();
      } catch (failure) {
        setError(menuFailure(failure, 'Failed to create product'));
        setBusy(false);
      }
      return;
    }

    let fallback = 'Failed to update product';
    const working = [...rows];
    try {
      // Every typed price is read before anything is sent, so a mistyped one sends nothing.
      const priceCents = productPriceToSend(price, rows.length);
      const changes = working.map((row) =>
        isCompleteSize(row) ? { sizeName: row.sizeName.trim(), priceCents: typedCents(row.price, 'Size price') } : null,
      );
      await updateProduct({ variables: { id: product.id, input: { name: name.trim(), priceCents } } });
      for (const [index, row] of working.entries()) {
        const change = changes[index];
        if (!change) continue;
        const saved = { sizeName: change.sizeName, price: row.price.trim() };
        if (row.id) {
          if (row.saved?.sizeName === saved.sizeName && row.saved.price === saved.price) continue;
          fallback = 'Failed to update size';
          await updateSize({ variables: { id: row.id, input: change } });
          working[index] = { ...row, saved };
        } else {
          fallback = 'Failed to create size';
          const { data } = await createSize({ variables: { input: { productId: product.id, ...change } } });
          // Kept as saved, so a retry after a later failure does not add it twice.
          working[index] = { ...row, id: data?.createProductSize.id, saved };
        }
      }
      await onSaved();
      onClose();
    } catch (failure) {
      setRows(working);
      setError(menuFailure(failure, fallback));
      setBusy(false);
    }
  };

  return (
    <Modal title={product ? 'Edit Product' : 'Create New Product'} onClose={onClose}>
      <StyledForm onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          label="Product name"
          name="name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <PriceField
          label="Price ($)"
          name="price"
          hint={priceDisabled ? 'Priced by size: the product price is 0.' : undefined}
          disabled={priceDisabled}
          value={priceDisabled ? '0' : price}
          onChange={(event) => setPrice(event.target.value)}
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
                value={row.sizeName}
                onChange={(event) => editRow(row.key, { sizeName: event.target.value })}
              />
              <PriceField
                label={`Size ${index + 1} price ($)`}
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
                onClick={() => void removeRow(row)}
              >
                Remove
              </StyledButton>
            </StyledRow>
          ))}
          <div>
            <StyledButton
              type="button"
              $variant="secondary"
              onClick={() => setRows((current) => [...current, { key: newKey(), sizeName: '', price: '' }])}
            >
              Add Size
            </StyledButton>
          </div>
        </StyledFieldset>
        <StyledModalActions>
          <StyledButton type="button" $variant="ghost" onClick={onClose}>
            Cancel
          </StyledButton>
          <StyledButton type="submit" disabled={busy}>
            {busy ? 'Saving…' : product ? 'Save' : 'Create'}
          </StyledButton>
        </StyledModalActions>
      </StyledForm>
    </Modal>
  );
}
