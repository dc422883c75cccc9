import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { formatDollars } from '../../ui/format/money';
import { RESTAURANT } from '../session/restaurant';
import { MenuDashboard, menuPaths } from './MenuUi';
import { StyledMuted } from './MenuUi.styles';
import { NO_TOPPINGS, PriceList } from './MenuFields';
import { CATEGORY, DELETE_PRODUCT, PRODUCTS, SET_PRODUCT_ORDER, SPECIALS } from './operations';
import { EMPTY_TEXT, productDeleteText, sizePriceLabel, sortByPrice, specialsUsing } from './rules';
import { ProductDialog } from './ProductDialog';
import { PhotoRow } from './PhotoRow';
import { SoldOutRow } from './SoldOutRow';

/** /ProductsDashboard/:restaurantId/:categoryId (docs/product.md#products-and-sizes). */
export function ProductsDashboardPage() {
  const { restaurantId = '', categoryId = '' } = useParams();
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const category = useQuery(CATEGORY, { variables: { id: categoryId } });
  const query = useQuery(PRODUCTS, { variables: { restaurantId, categoryId }, fetchPolicy: 'cache-and-network' });
  // Read for the delete dialog: it names the specials that use the product (docs/product.md#products-and-sizes).
  const specials = useQuery(SPECIALS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const [deleteProduct] = useMutation(DELETE_PRODUCT);
  const [setOrder] = useMutation(SET_PRODUCT_ORDER);
  const restaurantName = restaurant.data?.restaurant.name;
  const shown = category.data?.category;

  return (
    <MenuDashboard
      title={restaurantName ? `${restaurantName} Dashboard` : 'Products'}
      subtitle={shown && (shown.takesToppings ? shown.name : `${shown.name} · takes no toppings`)}
      backTo={menuPaths.categories(restaurantId)}
      newLabel="+ New Product"
      what="products"
      empty={{ icon: 'pizza', text: EMPTY_TEXT.products }}
      items={query.data?.products}
      query={query}
      actions="menu"
      reorder={(productIds) => setOrder({ variables: { categoryId, productIds } })}
      details={(product) => (
        <>
          {product.sizes.length === 0 ? (
            <PriceList lines={[{ label: 'Price', value: formatDollars(product.priceCents) }]} />
          ) : (
            <PriceList
              label={`Sizes of ${product.name}`}
              lines={sortByPrice(product.sizes).map((size) => ({
                key: size.id,
                label: size.sizeName,
                value: sizePriceLabel(size.priceCents),
              }))}
            />
          )}
          {!product.takesToppings && <StyledMuted>{NO_TOPPINGS}</StyledMuted>}
          {product.description && <StyledMuted>{product.description}</StyledMuted>}
          <PhotoRow product={product} reload={query.refetch} />
          <SoldOutRow restaurantId={restaurantId} item={product} reload={query.refetch} />
        </>
      )}
      form={(product, { close, reload }) => (
        <ProductDialog
          restaurantId={restaurantId}
          categoryId={categoryId}
          category={shown}
          product={product}
          onClose={close}
          onSaved={reload}
        />
      )}
      remove={{
        title: 'Delete this Product',
        description: (product) =>
          productDeleteText(product.name, specialsUsing(product, specials.data?.specials ?? [])),
        confirmWithPhrase: true,
        run: async (product) => (await deleteProduct({ variables: { id: product.id } })).data?.deleteProduct,
      }}
    />
  );
}
