import type { CustomerByPhoneQuery } from '../../../graphql/generated/graphql';
import type { DraftCustomer } from '../draft/draftTypes';
import type { ReactNode } from 'react';
import { StyledFound, StyledLastOrder, StyledActions } from './CustomerDialog.styles';
import { formatPhone } from '../../../ui/format/phone';
import { formatDayTime } from '../../../ui/format/dates';

export type FoundCustomer = NonNullable<CustomerByPhoneQuery['customerByPhone']>;

export type LastOrderLine = NonNullable<FoundCustomer['lastOrder']>['lines'][number];

/**
 * A customer as the cashier checks them with the caller: name, number,
 * address, notes and the last order; the actions under it.
 */
export function FoundCustomerCard({
  customer,
  children,
}: {
  customer: FoundCustomer | (DraftCustomer & { lastOrder?: null });
  children: ReactNode;
}) {
  const lastLines = customer.lastOrder?.lines ?? [];
  const heading = `found-customer-${customer.id}`;
  return (
    <StyledFound aria-labelledby={heading}>
      <h3 id={heading}>{customer.fullName}</h3>
      <p>
        {[formatPhone(customer.phoneNumber), customer.street1, customer.street2, customer.city, customer.zipcode]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {customer.notes && (
        <p>
          <em>{customer.notes}</em>
        </p>
      )}
      {customer.lastOrder && lastLines.length > 0 && (
        <StyledLastOrder>
          Last order #{customer.lastOrder.orderNumber} ({formatDayTime(customer.lastOrder.createdAtLocal)}):{' '}
          {lastLines
            .map((line) => `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.productName.split(';')[0]}`)
            .join(', ')}
        </StyledLastOrder>
      )}
      <StyledActions>{children}</StyledActions>
    </StyledFound>
  );
}
