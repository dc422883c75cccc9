import { readerId, readerName, registrationCode, tabletId } from '@zest/orders/inputs';
import { z } from 'zod';
import { graphql } from './generated';
import type { CardReaderFieldsFragment } from './generated/graphql';
import { byRestaurant } from './orders.routes';
import { noBody, route } from './table';

/**
 * The restaurant's card readers (docs/decisions/0080-card-payments-at-the-counter.md): Stripe Terminal readers
 * on its own Connect account, each by the tablet whose Print sends it the total. The owner or a manager.
 */

const readerShape = (r: CardReaderFieldsFragment) => ({
  id: r.id,
  restaurant_id: r.restaurantId,
  name: r.name,
  terminal_id: r.terminalId ?? null,
  terminal_tag: r.terminalTag ?? null,
  device_type: r.deviceType,
  sandbox_url: r.sandboxUrl ?? null,
  registered_at: r.registeredAt,
  registered_by: r.registeredBy,
});

const readerResponse = z.object({
  id: z.string(),
  restaurant_id: z.string(),
  name: z.string(),
  terminal_id: z.string().nullable().describe('the tablet it sits by, or null'),
  terminal_tag: z.string().nullable().describe('that tablet’s tag (K7), or null'),
  device_type: z.string().describe('what Stripe says it is: bbpos_wisepos_e, stripe_m2, simulated (the sandbox)'),
  sandbox_url: z.string().nullable().describe('the sandbox reader’s screen on this server; null with real Stripe'),
  registered_at: z.string().describe('UTC'),
  registered_by: z.string(),
});

const byReader = z.object({ id: readerId });

export const cardReaderRoutes = [
  route({
    method: 'GET',
    path: '/api/restaurants/{restaurantId}/card-readers',
    summary: 'The restaurant’s card readers in use, by name, with the tablet each sits by (the owner or a manager)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: noBody,
    operation: graphql(`
      query CardReadersRest($restaurantId: ID!) {
        cardReaders(restaurantId: $restaurantId) {
          ...CardReaderFields
        }
      }
    `),
    variables: ({ params }) => ({ restaurantId: params.restaurantId }),
    respond: (d) => d.cardReaders.map(readerShape),
    response: z.array(readerResponse),
  }),
  route({
    method: 'POST',
    path: '/api/restaurants/{restaurantId}/card-readers',
    summary:
      'Registers a card reader on the restaurant’s Stripe account by the code it shows, with a name and the tablet it sits by: 409 until the restaurant is connected with Stripe, when the name is in use or the tablet has a reader; 400 for a code Stripe does not know (the owner or a manager; audited)',
    tag: 'orders',
    auth: 'account',
    params: byRestaurant,
    body: z.object({
      registration_code: registrationCode.describe('the code the reader shows; simulated-… in the sandbox'),
      name: readerName.describe('1 to 40 characters, unique among the readers in use: Counter, Bar'),
      terminal_id: tabletId.nullish().describe('the tablet it sits by; none when left out'),
    }),
    operation: graphql(`
      mutation RegisterCardReaderRest($restaurantId: ID!, $input: RegisterCardReaderInput!) {
        registerCardReader(restaurantId: $restaurantId, input: $input) {
          ...CardReaderFields
        }
      }
    `),
    variables: ({ params, body }) => ({
      restaurantId: params.restaurantId,
      input: { registrationCode: body.registration_code, name: body.name, terminalId: body.terminal_id ?? null },
    }),
    respond: (d) => readerShape(d.registerCardReader),
    response: readerResponse,
    status: 201,
  }),
  route({
    method: 'PATCH',
    path: '/api/card-readers/{id}',
    summary:
      'Moves a card reader to another tablet of its restaurant, or to none (terminal_id null); 409 when that tablet has a reader (the owner or a manager; audited)',
    tag: 'orders',
    auth: 'account',
    params: byReader,
    body: z.object({ terminal_id: tabletId.nullable().describe('the tablet it sits by from now; null: none') }),
    operation: graphql(`
      mutation PlaceCardReaderRest($id: ID!, $terminalId: ID) {
        placeCardReader(id: $id, terminalId: $terminalId) {
          ...CardReaderFields
        }
      }
    `),
    variables: ({ params, body }) => ({ id: params.id, terminalId: body.terminal_id }),
    respond: (d) => readerShape(d.placeCardReader),
    response: readerResponse,
  }),
  route({
    method: 'DELETE',
    path: '/api/card-readers/{id}',
    summary:
      'Retires a card reader: kept (its payments name it), its name and tablet free again; twice is once (the owner or a manager; audited)',
    tag: 'orders',
    auth: 'account',
    params: byReader,
    body: noBody,
    operation: graphql(`
      mutation RetireCardReaderRest($id: ID!) {
        retireCardReader(id: $id) {
          ...CardReaderFields
        }
      }
    `),
    variables: ({ params }) => ({ id: params.id }),
    respond: (d) => readerShape(d.retireCardReader),
    response: readerResponse,
  }),
];
