import { counted, DRIVER_NOT_FOUND, float, historyLimitText, RESTAURANT_NOT_FOUND } from '@zest/drivers/inputs';
import { INCORRECT_SECURITY_PIN } from '@zest/auth/inputs';
import { id, idempotencyKey, pinField } from '@zest/kit';
import { z } from 'zod';
import { graphql } from '../generated';
import type { CashoutRequestFieldsFragment } from '../generated/graphql';
import { dollars, dollarsResponse } from '../money';
import { idempotencyHeader, ignored } from '../order-shapes';
import { noBody, route } from '../table';
import {
  balanceResponse,
  balanceShape,
  cashoutRequestResponse,
  cashoutRequestShape,
  cashoutResponse,
  cashoutShape,
} from './shapes';
import { byDriver } from './trips.routes';

/**
 * docs/product.md#api-drivers, the cash-outs: the documented pair, what a
 * driver owes, and ours (history, the outcome of a queued cash-out, floats).
 * What a driver owes is the server's: an amount a client sends is accepted and
 * ignored. Amounts come in as dollars and go inward as cents through the
 * drivers' money rules.
 */

/** The two documented cash-out paths share this: the counted cash, the optional security PIN (a step-up). */
const cashoutFields = {
  counted: counted.dollars.nullish().describe('ours: the cash the manager counted'),
  security_pin: pinField(INCORRECT_SECURITY_PIN)
    .optional()
    .describe(
      'ours: the security PIN, when the session is not a manager session yet (auth confirms it for this cash-out only)',
    ),
  restaurant_id: id(RESTAURANT_NOT_FOUND).optional().describe("ours: the PIN's restaurant, for an account"),
};
const cashoutRow = {
  tag: 'drivers',
  auth: 'account' as const,
  headers: idempotencyHeader,
  respond: (d: { cashOutDriver: CashoutRequestFieldsFragment }) => cashoutRequestShape(d.cashOutDriver),
  accepted: (d: { cashOutDriver: CashoutRequestFieldsFragment }) => d.cashOutDriver.status === 'pending',
  response: cashoutRequestResponse,
  status: 201,
  stepUp: {
    pin: (b?: { security_pin?: string }) => b?.security_pin,
    restaurantId: (b?: { restaurant_id?: string }) => b?.restaurant_id,
    // The PIN approves cashing out this driver, once: not another driver, not a float.
    approval: (b?: Record<string, unknown>, p?: Record<string, unknown>) => ({
      action: 'drivers.cashout' as const,
      // Each row names the driver: the body's driver_id (POST), the path's driverId (PATCH).
      driverId: (b?.driver_id ?? p?.driverId) as string,
    }),
    wrongPin: INCORRECT_SECURITY_PIN,
  },
};
/**
 * The documented create-then-settle pair (POST createDriverCashout, then PATCH
 * cashout/{driverId}, or the other way round) is one cash-out: the second
 * call, finding nothing left, answers the first's.
 */
const DOCUMENTED_PAIR_SECONDS = 300;
const cashoutVariables = (driverId: string, countedCents: number | null | undefined, key: string | undefined) => ({
  idempotencyKey: key,
  input: {
    driverId,
    countedCents: countedCents ?? null,
    latestWithinSeconds: DOCUMENTED_PAIR_SECONDS,
  },
});

export const cashoutRoutes = [
  route({
    ...cashoutRow,
    method: 'POST',
    path: '/api/driver_orders/createDriverCashout',
    summary:
      'Cash a driver out: the amount is the server’s; a manager session (or security_pin), once per Idempotency-Key; 202 while queued',
    params: z.object({}),
    body: z.object({
      driver_id: id(DRIVER_NOT_FOUND),
      amount: ignored('what is owed is the server’s'),
      ...cashoutFields,
    }),
    operation: graphql(`
      mutation CreateDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ body, headers }) => cashoutVariables(body.driver_id, body.counted, headers['idempotency-key']),
  }),
  route({
    ...cashoutRow,
    method: 'PATCH',
    path: '/api/driver_orders/cashout/{driverId}',
    summary:
      'Cash a driver out (the time is the server’s): a manager session (or security_pin), once per Idempotency-Key; 202 while queued',
    params: byDriver,
    body: z.object({ cashed_out_at: ignored('the time is the server’s'), ...cashoutFields }).optional(),
    operation: graphql(`
      mutation SettleDriverCashout($input: CashOutInput!, $idempotencyKey: String) {
        cashOutDriver(input: $input, idempotencyKey: $idempotencyKey) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ params, body, headers }) =>
      cashoutVariables(params.driverId, body?.counted, headers['idempotency-key']),
    status: 200,
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/getDriverCashout/{driverId}',
    summary: 'What the driver owes now (amount) and the last cash-out (cashed_out_at)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    operation: graphql(`
      query DriverBalance($driverId: ID!) {
        driverBalance(driverId: $driverId) {
          ...DriverBalanceFields
        }
      }
    `),
    variables: ({ params }) => ({ driverId: params.driverId }),
    respond: (d) => balanceShape(d.driverBalance),
    response: balanceResponse,
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/cashouts/{driverId}',
    summary: 'A driver’s cash-outs, newest first, each with who approved it (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    query: z.object({
      limit: historyLimitText.optional().describe('20 by default'),
    }),
    operation: graphql(`
      query DriverCashouts($driverId: ID!, $first: Int) {
        driverCashouts(driverId: $driverId, first: $first) {
          ...DriverCashoutFields
        }
      }
    `),
    variables: ({ params, query }) => ({
      driverId: params.driverId,
      first: query.limit,
    }),
    respond: (d) => d.driverCashouts.map(cashoutShape),
    response: z.array(cashoutResponse),
  }),
  route({
    method: 'GET',
    path: '/api/driver_orders/cashoutStatus/{driverId}',
    summary: 'The outcome of a cash-out asked for with this Idempotency-Key: done, or pending (ours)',
    tag: 'drivers',
    auth: 'account',
    params: byDriver,
    body: noBody,
    query: z.object({ key: idempotencyKey }),
    operation: graphql(`
      query CashoutRequest($driverId: ID!, $key: String!) {
        cashoutRequest(driverId: $driverId, idempotencyKey: $key) {
          ...CashoutRequestFields
        }
      }
    `),
    variables: ({ params, query }) => ({ driverId: params.driverId, key: query.key }),
    respond: (d) => cashoutRequestShape(d.cashoutRequest),
    response: cashoutRequestResponse,
  }),
  route({
    method: 'POST',
    path: '/api/driver_orders/float',
    summary:
      'Cash handed to a driver before a run, owed back at the next cash-out: a manager session; once per Idempotency-Key (ours)',
    tag: 'drivers',
    auth: 'account',
    params: z.object({}),
    body: z.object({ driver_id: id(DRIVER_NOT_FOUND), amount: float.dollars }),
    headers: idempotencyHeader,
    operation: graphql(`
      mutation HandDriverFloat($input: DriverFloatInput!, $idempotencyKey: String) {
        handDriverFloat(input: $input, idempotencyKey: $idempotencyKey) {
          id
          driver {
            id
            name
          }
          amountCents
          givenAt
          givenBy
        }
      }
    `),
    variables: ({ body, headers }) => ({
      idempotencyKey: headers['idempotency-key'],
      input: { driverId: body.driver_id, amountCents: body.amount },
    }),
    respond: (d) => ({
      id: d.handDriverFloat.id,
      driver_id: d.handDriverFloat.driver.id,
      driver_name: d.handDriverFloat.driver.name,
      amount: dollars(d.handDriverFloat.amountCents),
      given_at: d.handDriverFloat.givenAt,
      given_by: d.handDriverFloat.givenBy,
    }),
    response: z.object({
      id: z.string(),
      driver_id: z.string(),
      driver_name: z.string(),
      amount: dollarsResponse,
      given_at: z.string(),
      given_by: z.string(),
    }),
    status: 201,
  }),
];
