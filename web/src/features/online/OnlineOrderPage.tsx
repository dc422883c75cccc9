import { useCallback, useEffect, useState } from 'react';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { newKey } from '../../ui/format/keys';
import { LoadingState } from '../../ui/layout/Layout';
import { formatDollars } from '../../ui/format/money';
import { Toast } from '../../ui/controls/Toast';
import { addToCart, loadCart, payingWithCart, priceCart, saveCart, setQuantity, type CartLine } from './cart';
import { CartList } from './CartList';
import { CheckoutForm } from './CheckoutForm';
import { ItemDialog, type Chosen } from './ItemDialog';
import { OnlineMenu } from './OnlineMenu';
import { hoursText } from './hours';
import { afterPlacing } from './placed';
import { useOnlinePage } from './useOnlinePage';
import {
  StyledCartBar,
  StyledColumns,
  StyledHeader,
  StyledInner,
  StyledOpen,
  StyledOrderColumn,
  StyledPage,
  StyledPanel,
} from './OnlinePage.styles';
import { formatPhone } from '../../ui/format/phone';

/**
 * /order/:slug: the restaurant's own ordering page (docs/decisions/0062-online-ordering.md), with no
 * account: its menu priced as the terminal prices it, a cart kept through a reload, and checkout.
 */
export function OnlineOrderPage({ slug }: { slug: string }) {
  const { page: read, failure, loading, retry, readAgain } = useOnlinePage(slug);
  const [lines, setLines] = useState<CartLine[]>(() => loadCart(slug));
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [cartProblem, setCartProblem] = useState<string | null>(null);

  useEffect(() => saveCart(slug, lines), [slug, lines]);
  // The bar that leads to the order steps aside while the order itself is on screen (its button under it).
  const [orderInView, setOrderInView] = useState(false);
  const watchOrder = useCallback((panel: HTMLElement | null) => {
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(([entry]) => setOrderInView(!!entry?.isIntersecting));
    seen.observe(panel);
    return () => seen.disconnect();
  }, []);
  useEffect(() => {
    if (read) document.title = `Order online · ${read.name}`;
  }, [read]);

  if (!read && loading) return <LoadingState>Loading the menu…</LoadingState>;
  if (!read) {
    const notFound = failure?.status === 404;
    return (
      <StyledPage>
        <StyledHeader>
          <StyledInner>
            <h1>Order online</h1>
          </StyledInner>
        </StyledHeader>
        <StyledColumns>
          <div>
            <ErrorAlert>
              {notFound
                ? (failure?.said ?? 'This restaurant does not take orders online.')
                : 'We could not load the menu. Check your connection and try again.'}
            </ErrorAlert>
            {notFound ? (
              <p>
                <a href="/">Zest POS</a>
              </p>
            ) : (
              <StyledButton onClick={retry}>Try again</StyledButton>
            )}
          </div>
        </StyledColumns>
      </StyledPage>
    );
  }

  const page = read;
  const cart = priceCart(page.menu, lines, page.halfToppingPricing);
  const add = (line: Omit<CartLine, 'key'>, name: string) => {
    setLines((current) => addToCart(current, line, newKey()));
    setChosen(null);
    setCartProblem(null);
    setAdded(`Added ${name} to your order.`);
  };
  const taking = page.openNow || page.times.length > 0;

  return (
    <StyledPage>
      <StyledHeader>
        <StyledInner>
          <h1>{page.name}</h1>
          <p>{page.address}</p>
          <p>
            <a href={`tel:${page.phoneNumber}`}>{formatPhone(page.phoneNumber)}</a>
          </p>
          <StyledOpen $open={page.openNow}>
            {page.openNow ? `Open now · ready in about ${page.prepMinutes} min` : page.closedMessage}
          </StyledOpen>
          <details>
            <summary>Opening hours</summary>
            <p>{hoursText(page.hours)}</p>
          </details>
        </StyledInner>
      </StyledHeader>
      <StyledColumns>
        <main>
          <OnlineMenu
            page={page}
            onChoose={setChosen}
            onAddSide={(sideId, name) => add({ choice: { kind: 'side', sideId }, quantity: 1, notes: '' }, name)}
          />
        </main>
        <StyledOrderColumn>
          <StyledPanel id="your-order" aria-labelledby="your-order-title" ref={watchOrder}>
            <h2 id="your-order-title">Your order</h2>
            <CartList lines={cart.lines} onQuantity={(key, n) => setLines((current) => setQuantity(current, key, n))} />
            {cartProblem && <ErrorAlert>{cartProblem}</ErrorAlert>}
            {taking ? (
              <CheckoutForm
                page={page}
                lines={lines}
                subtotalCents={cart.subtotalCents}
                orderable={cart.orderable}
                onStale={readAgain}
                onCartProblem={setCartProblem}
                onPlaced={(placed) => {
                  if (placed.paymentUrl) {
                    // Paying by card: the cart stays until the payment's order is written (paidCartDone).
                    payingWithCart(slug, placed.statusUrl.split('/').pop()!);
                  } else {
                    setLines([]);
                    saveCart(slug, []);
                  }
                  afterPlacing(placed);
                }}
              />
            ) : (
              <p>{page.closedMessage ?? 'Not taking online orders today.'} Please come back then.</p>
            )}
          </StyledPanel>
        </StyledOrderColumn>
      </StyledColumns>
      {cart.count > 0 && !orderInView && (
        <StyledCartBar href="#your-order">
          <span>Your order · {cart.count === 1 ? '1 item' : `${cart.count} items`}</span>
          <span>{formatDollars(cart.subtotalCents)}</span>
        </StyledCartBar>
      )}
      {chosen && (
        <ItemDialog
          page={page}
          chosen={chosen}
          onClose={() => setChosen(null)}
          onAdd={(line) => add(line, chosen.kind === 'product' ? chosen.product.name : chosen.special.name)}
        />
      )}
      {added && (
        <Toast duration={2500} onTimeout={() => setAdded(null)}>
          {added}
        </Toast>
      )}
    </StyledPage>
  );
}
