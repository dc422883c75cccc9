import type { CustomerForm, DraftCustomer } from '../draft/draftTypes';

export const EMPTY_CUSTOMER_FORM: CustomerForm = {
  phone: '',
  fullName: '',
  street1: '',
  street2: '',
  city: '',
  zipcode: '',
  country: '',
  notes: '',
};

export function formOf(customer: DraftCustomer): CustomerForm {
  return {
    phone: customer.phoneNumber,
    fullName: customer.fullName,
    street1: customer.street1,
    street2: customer.street2,
    city: customer.city,
    zipcode: customer.zipcode,
    country: customer.country,
    notes: customer.notes,
  };
}
