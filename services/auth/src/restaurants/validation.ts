import { dollarsToCents, parsePercent } from '@zest/kit';
import { z } from 'zod';
import { employee, employeeChanges, restaurant, restaurantChanges } from '../inputs';

/** Restaurant and employee inputs as the domain takes them: the rules of ../inputs.ts, amounts in cents. */
const percent = (v: string | number) => parsePercent(v)!;
const cents = (v: string | number) => dollarsToCents(v)!;

export const createRestaurantInput = z.object({
  name: restaurant.name,
  description: restaurant.description.nullish(),
  // The PIN is checked before the other fields, as the form does.
  securityPin: restaurant.securityPin,
  taxPercentage: restaurant.taxPercentage.transform(percent),
  deliveryCharge: restaurant.deliveryCharge.transform(cents),
  fullAddress: restaurant.fullAddress,
  phoneNumber: restaurant.phoneNumber,
  timeZone: restaurant.timeZone.nullish(),
});

export const updateRestaurantInput = z.object({
  ...restaurantChanges,
  taxPercentage: restaurantChanges.taxPercentage.transform((v) => (v === null ? null : percent(v))),
  deliveryCharge: restaurantChanges.deliveryCharge.transform((v) => (v === null ? null : cents(v))),
});

export const createEmployeeInput = z.object({
  restaurantId: z.string(),
  securityPin: z.string({ error: 'All fields are required' }).min(1, { error: 'All fields are required' }),
  ...employee,
});

export const updateEmployeeInput = z.object({
  ...employeeChanges,
  // Compared by the server only; blank is as good as absent.
  securityPin: z
    .string()
    .nullish()
    .transform((v) => (v ? v : null)),
});
