import { EMPLOYEE_NOT_FOUND, INCORRECT_SECURITY_PIN, RESTAURANT_NOT_FOUND } from '@zest/auth/inputs';
import { id, pinField, SCOPED_ROLES } from '@zest/kit';
import { z } from 'zod';
import type {
  EmployeeFieldsFragment,
  RestaurantFieldsFragment,
  ScopedSessionFieldsFragment,
} from './generated/graphql';
import { dollars, dollarsResponse } from './money';

/**
 * The documented shapes of restaurants, employees and screen sessions
 * (docs/product.md#api-restaurants), and the path parameters their REST
 * tables share.
 */

/** The documented snake_case shape; money in dollars with 2 decimals. */
export const restaurantShape = (r: RestaurantFieldsFragment) => ({
  id: r.id,
  user_id: r.ownerId,
  name: r.name,
  description: r.description,
  tax_percentage: r.taxPercentage,
  delivery_charge: dollars(r.deliveryChargeCents),
  full_address: r.fullAddress,
  phone_number: r.phoneNumber,
  time_zone: r.timeZone,
  created_at: r.createdAt,
});

export const restaurantResponse = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tax_percentage: z.number(),
  delivery_charge: dollarsResponse,
  full_address: z.string(),
  phone_number: z.string(),
  time_zone: z.string(),
  created_at: z.string(),
});

export const employeeShape = (e: EmployeeFieldsFragment) => ({
  id: e.id,
  restaurant_id: e.restaurantId,
  name: e.name,
  role: e.role,
  pin: e.maskedPin,
});
export const employeeResponse = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  role: z.string(),
  pin: z.string().describe('masked'),
});

export const sessionShape = (s: ScopedSessionFieldsFragment) => ({
  success: true,
  token: s.token,
  restaurant_id: s.restaurantId,
  role: s.role,
  employee_id: s.employeeId,
  name: s.name,
  expires_at: s.expiresAt,
});
export const sessionResponse = z.object({
  success: z.boolean(),
  token: z.string(),
  restaurant_id: z.string(),
  // The registry's: a screen role, or the security PIN's manager.
  role: z.enum(SCOPED_ROLES),
  employee_id: z.string().nullable(),
  name: z.string(),
  expires_at: z.string(),
});

export const restaurantId = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND) });
export const ownersRestaurant = z.object({ restaurantId: id(RESTAURANT_NOT_FOUND), userId: id(RESTAURANT_NOT_FOUND) });
export const employeeId = z.object({ employeeId: id(EMPLOYEE_NOT_FOUND) });

/**
 * Ours, beside the spec's body: the security PIN, checked when sent. The
 * documented body carries none and the owner's session is enough there
 * (docs/decisions/0032-staff-changes-need-the-security-pin.md).
 */
export const staffChangePin = pinField(INCORRECT_SECURITY_PIN)
  .optional()
  .describe('ours: the restaurant security PIN; checked when sent');
