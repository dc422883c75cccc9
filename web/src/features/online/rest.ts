import { centsOf, toPage, type OnlinePage, type RestFacts, type RestMenu } from './restShapes';

/**
 * The ordering page's calls: the gateway's REST paths for it (docs/decisions/0063-the-ordering-page-loads-light.md),
 * plain fetch, no GraphQL client. A refusal comes back as a Refusal with the server's words and, when it says
 * so, the part of the page it belongs beside.
 */

/** Why a call failed, as the page acts on it. */
export class Refusal extends Error {
  constructor(
    /** The server's message for people; null when nothing usable came back. */
    readonly said: string | null,
    readonly status: number,
    /** For the page to act on: PRICE_CHANGED, SOLD_OUT, PAUSED… */
    readonly reason: string | null = null,
    /** The part of the page it belongs beside, in the body's names: zipcode, phone_number, cart, when. */
    readonly field: string | null = null,
    /** PRICE_CHANGED: the server's total (cents). */
    readonly totalCents: number | null = null,
  ) {
    super(said ?? `HTTP ${status}`);
    this.name = 'Refusal';
  }

  /** No answer meant for people came back (offline, the gateway down, a proxy's error page). */
  get isNetworkFailure() {
    return this.status === 0 || (this.status >= 500 && !this.said);
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new Refusal(null, 0);
  }
  let body: Record<string, unknown> | null = null;
  try {
    body = (await res.json()) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): nothing meant for people.
  }
  if (res.ok && body) return body as T;
  const total = text(body?.total);
  throw new Refusal(
    text(body?.message),
    res.ok ? 502 : res.status,
    text(body?.reason),
    text(body?.field),
    total === null ? null : centsOf(total),
  );
}

const page = (slug: string) => `/api/online/${encodeURIComponent(slug)}`;

/**
 * The restaurant's facts and its menu, read side by side. The gateway answers both from memory for a few
 * seconds; `no-cache` makes the browser ask each time (a kept menu is answered 304 by its ETag).
 */
export async function readPage(slug: string): Promise<OnlinePage> {
  const fresh: RequestInit = { cache: 'no-cache' };
  const [facts, menu] = await Promise.all([
    call<RestFacts>(page(slug), fresh),
    call<RestMenu>(`${page(slug)}/menu`, fresh),
  ]);
  return toPage(facts, menu);
}

/** What the checkout answers: where the customer goes next. */
export interface Placed {
  /** Null until a card payment is made. */
  orderNumber: number | null;
  /** The customer's status page, shown once. */
  statusUrl: string;
  /** Card payment online: where the customer pays first (null: nothing to pay online). */
  paymentUrl: string | null;
}

/** The order placed, once per Idempotency-Key: a double tap or a retry after a drop is the same order. */
export async function placeOrder(slug: string, idempotencyKey: string, body: Record<string, unknown>): Promise<Placed> {
  const answer = await call<{ order_number: number | null; status_url: string; payment_url?: string | null }>(
    `${page(slug)}/orders`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    },
  );
  return { orderNumber: answer.order_number, statusUrl: answer.status_url, paymentUrl: answer.payment_url ?? null };
}

/** Where one order is (GET /api/online/{slug}/status/{key}), read by the key its customer holds. */
export const readStatus = (slug: string, key: string) =>
  call<RestStatus>(`${page(slug)}/status/${encodeURIComponent(key)}`, { cache: 'no-store' });

export type Progress =
  | 'awaiting_payment'
  | 'not_paid'
  | 'received'
  | 'accepted'
  | 'in_kitchen'
  | 'ready'
  | 'picked_up'
  | 'out_for_delivery'
  | 'delivered'
  | 'rejected'
  | 'cancelled';

export interface RestStatus {
  order_number: number;
  order_type: 'pickup' | 'delivery';
  progress: Progress;
  restaurant_name: string;
  restaurant_phone: string;
  /** Where a pickup is picked up. */
  restaurant_address: string;
  ready_at: string | null;
  reject_reason: string | null;
  schedule_time: string | null;
  payment: 'pickup' | 'door' | 'card';
  payment_status: 'open' | 'paid' | 'canceled' | 'refunded' | null;
  refund_reason: string | null;
  lines: { name: string; quantity: number; price: string }[];
  subtotal: string;
  delivery_charge: string;
  tax: string;
  total: string;
  placed_at: string;
  time_zone: string;
  version: number;
}
