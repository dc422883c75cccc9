import { id, multiline, text } from '@zest/kit';
import { z } from 'zod';

/** The customers' input rules with their messages (re-exported by src/inputs.ts, as the gateway reads them). */

// ---- customers (docs/product.md#customer-dialog, docs/product.md#phone-rules) ----
export const NEW_CUSTOMER_ID = 'A new customer’s id is a UUID, made by the terminal.';
export const PHONE_MESSAGE = 'The phone number contain less or more than 10 digits';
export const PHONE_ON_SEARCH = `${PHONE_MESSAGE}, Please update the customer phone number if exist`;
export const PHONE_ON_UPDATE = `${PHONE_MESSAGE}, Please Update the customer phone number`;
export const CUSTOMER_NOT_FOUND = 'No Customer Found';

/** 10 or 11 digits, with the usual separators allowed around them; stored as the digits alone. */
const PHONE_PATTERN = /^[\s()+.-]*(?:\d[\s()+.-]*){10,11}$/;

/**
 * One phone, one number (issue 47): a US number is kept, searched and counted as its ten digits, the E.164
 * number +1 and them, however it was typed: "1 (217) 555-0177", "+1 217.555.0177" and "217-555-0177" are
 * all 2175550177. Eleven digits not starting with the country code 1 are kept as typed.
 */
export const nationalPhone = (digits: string): string =>
  digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;

export const phoneNumber = (message = PHONE_MESSAGE) =>
  z
    .string({ error: message })
    .regex(PHONE_PATTERN, { error: message })
    .transform((v) => nationalPhone(v.replace(/\D/g, '')));

const optionalText = (max: number, label: string) =>
  text({ max, label })
    .nullish()
    .transform((v) => v ?? '');

export const customer = {
  fullName: text({
    max: 100,
    required: 'Full name is required.',
    tooLong: 'Full name must be at most 100 characters.',
  }),
  street1: optionalText(300, 'Street 1'),
  street2: optionalText(300, 'Street 2'),
  city: optionalText(100, 'City'),
  zipcode: optionalText(20, 'Zipcode'),
  country: optionalText(100, 'Country'),
  notes: multiline({ max: 500, label: 'Notes' })
    .nullish()
    .transform((v) => v ?? ''),
};

/** The customer form, with the phone message of the create or the update variant (docs/product.md#order-errors). */
const customerInput = (phoneMessage: string) =>
  z.object({
    restaurantId: z.string(),
    fullName: customer.fullName,
    phoneNumber: phoneNumber(phoneMessage),
    street1: customer.street1,
    street2: customer.street2,
    city: customer.city,
    zipcode: customer.zipcode,
    country: customer.country,
    notes: customer.notes,
  });
export const createCustomerInput = customerInput(PHONE_MESSAGE).extend({ id: id(NEW_CUSTOMER_ID).nullish() });
export const updateCustomerInput = customerInput(PHONE_ON_UPDATE);
export const searchedPhone = phoneNumber(PHONE_ON_SEARCH);
