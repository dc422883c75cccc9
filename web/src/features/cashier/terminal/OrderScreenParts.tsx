import { useParams } from 'react-router-dom';
import type { OrderType } from '../../../graphql/generated/graphql';
import { useOnlineWaiting } from '../online/useOnlineWaiting';
import { Icon } from '../../../ui/controls/Icon';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { StyledButton } from '../../../ui/controls/Button';
import { LoadingState } from '../../../ui/layout/Layout';
import { FoundCustomerCard, type FoundCustomer } from '../customer/FoundCustomerCard';
import { formatPhone } from '../../../ui/format/phone';
import { MenuBrowser, type MenuView } from '../menu/MenuBrowser';
import { voidedByText, voidTag, type VoidMark } from '../voids/voids';
import {
  StyledMainMenu,
  StyledMenuButton,
  StyledApart,
  StyledCount,
  StyledSaid,
  StyledTypes,
  StyledType,
  StyledVoided,
  StyledOnOrder,
  StyledCustomerChip,
} from './OrderScreenParts.styles';
import { UNEXPECTED_ERROR } from '../../../ui/format/words';

/** A badge only for something there: a "0" would draw the eye to nothing. A screen reader hears it in words. */
function Counted({ count, one, many }: { count: number; one: string; many: string }) {
  if (count <= 0) return null;
  return (
    <>
      <StyledCount aria-hidden="true">{count}</StyledCount>
      <StyledSaid>{` (${count} ${count === 1 ? one : many})`}</StyledSaid>
    </>
  );
}

interface MainMenuProps {
  view: MenuView;
  onView: (view: MenuView) => void;
  /** The schedule time is for an order that exists. */
  onSchedule: (() => void) | null;
  /** The take-order screen: set the open order aside and start another (null: nothing to set aside). */
  onNewOrder: (() => void) | null;
  /** The take-order screen's held orders: how many, and whether the middle column shows them. */
  held: { count: number; open: boolean; onOpen: () => void } | null;
}

/**
 * 'Main Menu', the left column: what the middle column shows, and the schedule
 * time; below them, apart, a new order and the held orders, far from the
 * receipt's delete icons.
 */
export function MainMenu({ view, onView, onSchedule, onNewOrder, held }: MainMenuProps) {
  const browsing = !held?.open;
  const { restaurantId = '' } = useParams();
  const online = useOnlineWaiting(restaurantId);
  return (
    <StyledMainMenu aria-label="Main Menu">
      <h2>Main Menu</h2>
      <StyledMenuButton
        type="button"
        $current={browsing && (view.name === 'categories' || view.name === 'product')}
        onClick={() => onView({ name: 'categories' })}
      >
        <Icon name="pizza" size={22} />
        Category
      </StyledMenuButton>
      <StyledMenuButton
        type="button"
        $current={browsing && (view.name === 'specials' || view.name === 'special')}
        onClick={() => onView({ name: 'specials' })}
      >
        <Icon name="combo" size={22} />
        Specials
      </StyledMenuButton>
      <StyledMenuButton
        type="button"
        $current={browsing && view.name === 'sides'}
        onClick={() => onView({ name: 'sides' })}
      >
        <Icon name="fries" size={22} />
        Sides
      </StyledMenuButton>
      <StyledMenuButton
        type="button"
        $current={browsing && view.name === 'soldOut'}
        onClick={() => onView({ name: 'soldOut' })}
      >
        <Icon name="ban" size={22} />
        Sold out
      </StyledMenuButton>
      <StyledMenuButton
        type="button"
        $current={browsing && view.name === 'online'}
        onClick={() => onView({ name: 'online' })}
      >
        <Icon name="bell" size={22} />
        Online orders
        <Counted count={online} one="waiting" many="waiting" />
      </StyledMenuButton>
      {onSchedule && (
        <StyledMenuButton type="button" $current={false} onClick={onSchedule}>
          <Icon name="clock" size={22} />
          Add Order Schedule Time
        </StyledMenuButton>
      )}
      {(held || onNewOrder) && <StyledApart aria-hidden="true" />}
      {held && (
        <StyledMenuButton type="button" $current={held.open} aria-pressed={held.open} onClick={held.onOpen}>
          <Icon name="layers" size={22} />
          Held orders
          <Counted count={held.count} one="order" many="orders" />
        </StyledMenuButton>
      )}
      {onNewOrder && (
        <StyledMenuButton type="button" $current={false} onClick={onNewOrder}>
          <Icon name="plus" size={22} />
          New order
        </StyledMenuButton>
      )}
    </StyledMainMenu>
  );
}

const ORDER_TYPES = [
  ['delivery', 'Delivery Orders'],
  ['pickup', 'Pickup Orders'],
  ['togo', 'To Go Orders'],
] as const;

/** The three order types as big coloured buttons, the current one filled. */
export function OrderTypeChoice({
  current,
  onChoose,
}: {
  current: OrderType | null;
  onChoose: (type: OrderType) => void;
}) {
  return (
    <StyledTypes>
      {ORDER_TYPES.map(([type, label]) => (
        <StyledType
          key={type}
          type="button"
          $type={type}
          $current={current === type}
          aria-pressed={current === type}
          onClick={() => onChoose(type)}
        >
          {label}
        </StyledType>
      ))}
    </StyledTypes>
  );
}

/** docs/product.md#voids: a voided order is kept as it was and can no longer change; this says why, and who. */
export function VoidedOrderBanner({ orderNumber, mark }: { orderNumber: number; mark: VoidMark }) {
  return (
    <StyledVoided aria-labelledby="voided-heading">
      <h2 id="voided-heading">Order #{orderNumber} was voided</h2>
      <p>
        <strong>{voidTag(mark)}</strong>
      </p>
      <p>{voidedByText(mark)}.</p>
      <p>
        It stays in the history with its lines and totals and counts in no revenue. It cannot change: start a new order
        instead.
      </p>
    </StyledVoided>
  );
}

/** The customer a search just put on the order, with their last order to repeat, until the first line. */
export function FoundCustomerOnOrder({
  found,
  compact = false,
  onRepeat,
  onUpdate,
}: {
  found: FoundCustomer;
  /** While an item is built its sizes and toppings need the room: a one-line chip, the name and number. */
  compact?: boolean;
  onRepeat: () => void;
  onUpdate: () => void;
}) {
  if (compact) {
    return (
      <StyledCustomerChip aria-label={`Customer: ${found.fullName}`}>
        <span>
          <strong>{found.fullName}</strong> · {formatPhone(found.phoneNumber)}
        </span>
        <StyledButton type="button" $variant="ghost" onClick={onUpdate}>
          Update Customer
        </StyledButton>
      </StyledCustomerChip>
    );
  }
  return (
    <StyledOnOrder>
      <FoundCustomerCard customer={found}>
        {found.lastOrder && found.lastOrder.lines.length > 0 && (
          <StyledButton type="button" onClick={onRepeat}>
            <Icon name="repeat" size={18} />
            Repeat last order
          </StyledButton>
        )}
        <StyledButton type="button" $variant="secondary" onClick={onUpdate}>
          Update Customer
        </StyledButton>
      </FoundCustomerCard>
    </StyledOnOrder>
  );
}

type MenuBrowserProps = Parameters<typeof MenuBrowser>[0];

interface TerminalMenuProps extends Omit<MenuBrowserProps, 'menu'> {
  /** Undefined until the menu has come. */
  menu: MenuBrowserProps['menu'] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The middle column's menu: loading, the browser, or why it could not come with Try again. */
export function TerminalMenu({ menu, loading, error, onRetry, ...browser }: TerminalMenuProps) {
  return menu ? (
    <MenuBrowser menu={menu} {...browser} />
  ) : loading ? (
    <LoadingState>Loading the menu…</LoadingState>
  ) : (
    <ErrorAlert>
      {/* docs/product.md#order-errors: the specials' own words, else the general one. */}
      {failureMessage(
        error,
        browser.view.name === 'specials' || browser.view.name === 'special'
          ? 'Failed to fetch specials'
          : UNEXPECTED_ERROR,
      )}{' '}
      <StyledButton type="button" $variant="ghost" onClick={onRetry}>
        Try again
      </StyledButton>
    </ErrorAlert>
  );
}
