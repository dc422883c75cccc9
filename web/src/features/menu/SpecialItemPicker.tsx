import type { Product } from './operations';
import { matchesSearch, sortByPrice, specialItemName } from './rules';
import { TextField } from '../../ui/controls/Field';
import { StyledOptions, StyledOption } from './SpecialsDashboardPage.styles';
import { StyledMuted } from './MenuUi.styles';
import { StyledFormRow } from '../../ui/layout/Layout';
import { PriceList } from './MenuFields';
import { StyledButton } from '../../ui/controls/Button';

export interface PickerValue {
  productSearch: string;
  product: Product | null;
  sizeSearch: string;
  sizeName: string | null;
  quantity: string;
  /** The item's name once a product is chosen (docs/product.md#specials), else ''. */
  itemName: string;
}

export const EMPTY_PICKER: PickerValue = {
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
export function ItemPicker({ products, loading, value, onChange, onAdd }: ItemPickerProps) {
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
