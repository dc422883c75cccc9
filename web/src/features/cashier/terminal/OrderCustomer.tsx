import { useState } from 'react';
import type { OrderType } from '../../../graphql/generated/graphql';
import { CustomerDialog } from '../customer/CustomerDialog';
import { EMPTY_CUSTOMER_FORM } from '../customer/customerForm';
import { type FoundCustomer, type LastOrderLine } from '../customer/FoundCustomerCard';
import type { CustomerForm, DraftCustomer } from '../draft/draftTypes';
import type { OrderDraftStore } from '../draft/orderDraft';
import { againOf, type OrderView } from '../draft/orderView';
import type { TerminalScreen } from './terminalState';

/**
 * The order's type and customer (docs/product.md#order-types): To Go at once, a delivery or a pickup through the
 * customer dialog; a found customer's last order repeated on request.
 */
export function useOrderCustomer(
  store: OrderDraftStore,
  current: OrderView,
  setScreen: (change: Partial<TerminalScreen>) => void,
) {
  // The customer a search just put on the order, shown with their last order until the first line.
  const [found, setFound] = useState<FoundCustomer | null>(null);
  const [updatingCustomer, setUpdatingCustomer] = useState(false);

  /** `toMenu`: the middle column leaves a board for the menu. */
  const chooseType = (orderType: OrderType, toMenu: (() => void) | null = null) => {
    toMenu?.();
    setScreen({ next: null });
    if (orderType === 'togo') {
      if (!current.started) store.start('togo', null);
      else if (current.orderType !== 'togo') store.change({ orderType: 'togo' });
      return;
    }
    // docs/product.md#order-types: delivery and pickup go through the customer dialog,
    // which offers the order's customer first, with their number in the field.
    const form = store.getSnapshot().customerForm;
    if (current.customer && !form?.phone) {
      store.setCustomerForm({ ...EMPTY_CUSTOMER_FORM, phone: current.customer.phoneNumber });
    }
    setScreen({ customerFor: orderType });
  };

  const chooseCustomer = (
    orderType: 'delivery' | 'pickup',
    customer: DraftCustomer,
    repeat: readonly LastOrderLine[],
  ) => {
    if (!store.started) store.start(orderType, customer);
    else store.change({ orderType, customer });
    repeatLast(repeat);
    store.setCustomerForm(null);
    setUpdatingCustomer(false);
    setScreen({ customerFor: null, next: null });
  };

  const repeatLast = (lines: readonly LastOrderLine[]) => {
    for (const line of lines) {
      const again = againOf(line);
      if (again) store.add(again.line, again.preview);
    }
  };

  const updateCustomer = () => {
    if (current.orderType !== 'delivery' && current.orderType !== 'pickup') return;
    setUpdatingCustomer(true);
    setScreen({ customerFor: current.orderType });
  };

  return {
    chooseType,
    chooseCustomer,
    repeatLast,
    updateCustomer,
    found,
    setFound,
    updatingCustomer,
    setUpdatingCustomer,
  };
}

interface OrderCustomerDialogProps {
  restaurantId: string;
  orderType: 'delivery' | 'pickup';
  store: OrderDraftStore;
  /** The order's customer, offered first. */
  current: DraftCustomer | null;
  /** What the cashier typed, kept with the order in progress. */
  form: CustomerForm | null;
  choice: ReturnType<typeof useOrderCustomer>;
  setScreen: (change: Partial<TerminalScreen>) => void;
}

/** The customer dialog for the order in progress: a customer chosen, found or updated goes on the order. */
export function OrderCustomerDialog({
  restaurantId,
  orderType,
  store,
  current,
  form,
  choice,
  setScreen,
}: OrderCustomerDialogProps) {
  return (
    <CustomerDialog
      restaurantId={restaurantId}
      orderType={orderType}
      current={current}
      form={form ?? EMPTY_CUSTOMER_FORM}
      onForm={(form) => store.setCustomerForm(form)}
      onChosen={(customer, repeat) => choice.chooseCustomer(orderType, customer, repeat)}
      onFound={(customer) => {
        choice.chooseCustomer(orderType, customer, []);
        choice.setFound(customer);
      }}
      updating={choice.updatingCustomer}
      onClose={() => {
        choice.setUpdatingCustomer(false);
        setScreen({ customerFor: null });
      }}
    />
  );
}
