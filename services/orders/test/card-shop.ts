import { orderTotals } from '@zest/pricing';
import { randomUUID } from 'node:crypto';
import { api, baseUrl, clientIp, graphql } from '../../../tools/test/support';
import { buildPizzeria, type Pizzeria } from '../../../tools/test/menus';
import { connectSandboxStripe } from '../../../tools/test/stripe-connect';
import { newTenant, zoneAwayFromMidnight, type Tenant } from '../../../tools/test/tenants';

/** The card payments tests' restaurant (decision 0065): its ordering page, and a customer paying by card. */

const ALL_WEEK = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:30', closes: '23:30' }));

const PLACE = `mutation($s: String!, $input: OnlineCheckoutInput!, $key: String) {
  placeOnlineOrder(slug: $s, input: $input, idempotencyKey: $key) { orderId orderNumber statusKey totalCents paymentUrl } }`;

export interface Placed {
  orderId: string;
  orderNumber: number | null;
  statusKey: string;
  totalCents: number;
  paymentUrl: string | null;
}

export interface SettingsAnswer {
  cardPayments: boolean;
  stripeAccount: string | null;
  stripeConnection: string;
  cardProvider: string;
}

const onePhone = () => `(312) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const v = await read();
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

export class CardShop {
  private constructor(
    readonly t: Tenant,
    readonly menu: Pizzeria,
    readonly slug: string,
  ) {}

  /** A restaurant with its ordering page on (pickup, open all day); `connected`: its Stripe account set up and cards on. */
  static async open(label: string, o: { connected: boolean }): Promise<CardShop> {
    const t = await newTenant(label, { timeZone: zoneAwayFromMidnight() });
    const shop = new CardShop(t, await buildPizzeria(t), `${label}-${randomUUID().slice(0, 8)}`);
    const on = await shop.settings({ enabled: true, slug: shop.slug, hours: ALL_WEEK, delivery: false });
    if (on.errors) throw new Error(on.errors[0]!.message);
    if (o.connected) {
      await connectSandboxStripe(t);
      const cards = await shop.settings({ cardPayments: true });
      if (cards.errors) throw new Error(cards.errors[0]!.message);
    }
    return shop;
  }

  settings(input: Record<string, unknown>, token = this.t.owner.token) {
    return graphql<{ updateOnlineSettings: SettingsAnswer }>(
      `
        mutation ($r: ID!, $input: OnlineSettingsInput!) {
          updateOnlineSettings(restaurantId: $r, input: $input) {
            cardPayments
            stripeAccount
            stripeConnection
            cardProvider
          }
        }
      `,
      { r: this.t.restaurantId, input },
      { token },
    );
  }

  async read(token = this.t.owner.token): Promise<SettingsAnswer> {
    const answer = await graphql<{ onlineSettings: SettingsAnswer }>(
      'query($r: ID!) { onlineSettings(restaurantId: $r) { cardPayments stripeAccount stripeConnection cardProvider } }',
      { r: this.t.restaurantId },
      { token },
    );
    return answer.data!.onlineSettings;
  }

  /** A customer's card checkout of one calzone, at the page's total. */
  cardCheckout(
    email = `payer-${randomUUID().slice(0, 6)}@example.com`,
    key: string = randomUUID(),
    phone = onePhone(),
  ) {
    return this.checkout('card', email, key, phone);
  }

  /** A calzone to pay for at pickup: the order placed. */
  async pickupCheckout(email = `payer-${randomUUID().slice(0, 6)}@example.com`, fullName = 'Cara Card') {
    const { answer } = await this.checkout('pickup', email, randomUUID(), onePhone(), fullName);
    if (!answer.data) throw new Error(answer.errors![0]!.message);
    return answer.data.placeOnlineOrder;
  }

  async checkout(payment: 'card' | 'pickup', email: string, key: string, phone: string, fullName = 'Cara Card') {
    const { data } = await graphql<{ onlinePage: { deliveryChargeCents: number; taxPercentage: number } }>(
      'query($s: String!) { onlinePage(slug: $s) { deliveryChargeCents taxPercentage } }',
      { s: this.slug },
    );
    const expectedTotalCents = orderTotals({
      orderType: 'pickup',
      subtotalCents: 1300,
      deliveryRateCents: data!.onlinePage.deliveryChargeCents,
      taxPercentage: data!.onlinePage.taxPercentage,
    }).totalCents;
    const input = {
      orderType: 'pickup',
      fullName,
      phoneNumber: phone,
      email,
      lines: [{ productId: this.menu.calzone }],
      payment,
      expectedTotalCents,
    };
    const answer = await graphql<{ placeOnlineOrder: Placed }>(PLACE, { s: this.slug, input, key }, { ip: clientIp() });
    return { answer, input, key, email, phone };
  }

  tracking(key: string, slug = this.slug) {
    return graphql<{
      onlineTracking: { progress: string; orderNumber: number; paymentStatus: string | null; totalCents: number };
    }>(
      'query($s: String!, $k: String!) { onlineTracking(slug: $s, key: $k) { progress orderNumber paymentStatus totalCents } }',
      { s: slug, k: key },
    );
  }

  /** The counter's list of online orders. */
  async waiting() {
    const answer = await graphql<{ onlineOrders: { orderId: string; payment: string; decision: string }[] }>(
      'query($r: ID!) { onlineOrders(restaurantId: $r) { orderId payment decision } }',
      { r: this.t.restaurantId },
      { token: this.t.cashier },
    );
    return answer.data!.onlineOrders;
  }

  /** The restaurant's audit lines about online orders, as its owner reads them. */
  async trail() {
    const answer = await api<{ entries: { kind: string; order_id: string | null; summary: string }[] }>(
      'GET',
      `/api/order/audit/${this.t.restaurantId}?kind=online&limit=200`,
      { token: this.t.owner.token },
    );
    return answer.body.entries;
  }
}

/** A button on the sandbox's payment page, as the browser would press it. */
export const press = (paymentUrl: string, action: 'pay' | 'cancel') =>
  fetch(`${baseUrl()}${paymentUrl}/${action}`, { method: 'POST', redirect: 'manual' });
