import { graphql } from '../../../graphql/generated';

/** The customer dialog's calls (docs/product.md#customer-dialog): found by phone, created, updated, addresses suggested. */
export const CUSTOMER_BY_PHONE = graphql(`
  query CustomerByPhone($restaurantId: ID!, $phone: String!) {
    customerByPhone(restaurantId: $restaurantId, phone: $phone) {
      ...ReceiptCustomer
      lastOrder {
        id
        orderNumber
        createdAtLocal
        lines {
          ...ReceiptLine
        }
      }
    }
  }
`);

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CustomerInput!) {
    createCustomer(input: $input) {
      ...ReceiptCustomer
    }
  }
`);

export const UPDATE_CUSTOMER = graphql(`
  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
    updateCustomer(id: $id, input: $input) {
      ...ReceiptCustomer
    }
  }
`);

export const ADDRESS_SUGGESTIONS = graphql(`
  query AddressSuggestions($query: String!) {
    addressSuggestions(query: $query) {
      label
      street1
      city
      zipcode
      country
    }
  }
`);

/**
 * An online order whose phone matched a counter customer with another name or address names no customer: what
 * the customer typed, and whom the phone matched (docs/decisions/0071-one-ledger.md).
 */
graphql(`
  fragment TypedCustomerFields on TypedCustomer {
    fullName
    phoneNumber
    street1
    street2
    city
    zipcode
    matchedName
    matchedAddress
  }
`);
