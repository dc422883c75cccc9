import http from 'k6/http';
import { fail, sleep } from 'k6';

declare const __ENV: Record<string, string | undefined>;

/**
 * The bench's setup (menu-read.ts): signs in the demo account and builds "Bench Pizzeria" through the REST
 * paths the first time.
 */

export const BASE_URL = (__ENV.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

const DEMO = { email: 'demo@zestpos.app', password: 'zest-demo' };

const BENCH_RESTAURANT = 'Bench Pizzeria (500 items)';

export interface SetupData {
  token: string;
  restaurantId: string;
  sideId: string;
}

export type Json = Record<string, unknown>;

function call(data: { token: string }, method: string, path: string, body?: unknown): Json | Json[] {
  const res = http.request(method, `${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
    tags: { name: 'setup' },
  });
  if (res.status >= 300) fail(`${method} ${path}: ${res.status} ${String(res.body).slice(0, 200)}`);
  return JSON.parse(String(res.body)) as Json;
}

function batch(data: { token: string }, requests: [string, unknown][]): Json[] {
  const answers = http.batch(
    requests.map(([path, body]) => ({
      method: 'POST',
      url: `${BASE_URL}${path}`,
      body: JSON.stringify(body),
      params: {
        headers: { Authorization: `Bearer ${data.token}`, 'Content-Type': 'application/json' },
        tags: { name: 'setup' },
      },
    })),
  );
  return answers.map((res) => {
    if (res.status >= 300) fail(`seeding failed: ${res.status} ${String(res.body).slice(0, 200)}`);
    return JSON.parse(String(res.body)) as Json;
  });
}

export function setup(): SetupData {
  const signin = http.post(`${BASE_URL}/api/auth/signin`, JSON.stringify(DEMO), {
    headers: { 'Content-Type': 'application/json' },
  });
  if (signin.status !== 200) fail(`Signing in the demo account failed: ${signin.status}`);
  const answer = JSON.parse(String(signin.body)) as { token: string; rest: { id: string } };
  const auth = { token: answer.token };
  const restaurants = call(auth, 'GET', `/api/restaurant/getAllRestaurants/${answer.rest.id}`) as Json[];
  let restaurant = restaurants.find((r) => r.name === BENCH_RESTAURANT);
  if (!restaurant) {
    restaurant = call(auth, 'POST', `/api/restaurant/createRestaurants/${answer.rest.id}`, {
      name: BENCH_RESTAURANT,
      security_pin: '9090',
      tax_percentage: '8',
      delivery_charge: '3',
      full_address: '1 Bench Road',
      phone_number: '555-000-0500',
    }) as Json;
  }
  const rid = String(restaurant.id);
  // The menu service learns of a new restaurant from auth's events: wait for it (a few seconds at most).
  for (let i = 0; i < 40; i++) {
    const probe = http.get(`${BASE_URL}/api/toppingAndSides/get_sides/${rid}`, {
      headers: { Authorization: `Bearer ${auth.token}` },
      tags: { name: 'setup' },
    });
    if (probe.status !== 404) break;
    sleep(0.25);
  }
  const existing = call(auth, 'GET', `/api/toppingAndSides/get_sides/${rid}`) as Json[];
  if (existing.length === 0) {
    const categories = batch(
      auth,
      Array.from({ length: 10 }, (_, i) => [
        '/api/product/createCategoryHandler',
        { name: `Category ${i + 1}`, restaurant_id: rid },
      ]),
    );
    for (const c of categories) {
      const products = batch(
        auth,
        Array.from({ length: 30 }, (_, i) => [
          '/api/product/createProducts',
          {
            name: `${String(c.name)} item ${i + 1}`,
            price: (5 + (i % 20)).toFixed(2),
            restaurant_id: rid,
            category_id: c.id,
          },
        ]),
      );
      batch(
        auth,
        products
          .slice(0, 10)
          .map((p) => ['/api/product/create_product_sizes', { product_id: p.id, size_name: 'Large', price: '19.99' }]),
      );
    }
    const toppings = batch(
      auth,
      Array.from({ length: 100 }, (_, i) => [
        '/api/toppingAndSides/create_toppings',
        { name: `Topping ${i + 1}`, base_price: '1.00', restaurant_id: rid },
      ]),
    );
    batch(
      auth,
      toppings
        .slice(0, 50)
        .map((t) => [
          '/api/toppingAndSides/create_extras',
          { topping_id: t.id, little_price: '0.50', regular_price: '1.00', extra_price: '1.50' },
        ]),
    );
    batch(
      auth,
      Array.from({ length: 60 }, (_, i) => [
        '/api/toppingAndSides/create_sides',
        { name: `Side ${i + 1}`, base_price: '3.99', restaurant_id: rid },
      ]),
    );
    const specials = batch(
      auth,
      Array.from({ length: 40 }, (_, i) => [
        '/api/special/create_specials',
        { name: `Special ${i + 1}`, price: (20 + i).toFixed(2), restaurant_id: rid },
      ]),
    );
    for (const s of specials) {
      batch(
        auth,
        [1, 2, 3].map((n) => [
          '/api/special/add_special-items',
          { special_id: s.id, product_name: `Category 1 item ${n}`, quantity: n },
        ]),
      );
    }
  }
  const sides = call(auth, 'GET', `/api/toppingAndSides/get_sides/${rid}`) as Json[];
  return { token: auth.token, restaurantId: rid, sideId: String(sides[0]!.id) };
}
