import { randomUUID } from 'node:crypto';
import { mailsTo, waitForMail } from '../../../tools/test/support';
import { CardShop } from './card-shop';

/**
 * Issue 47, hole 3: the platform mails no stranger's text as its own word. A name that is not a name stays
 * out of the greeting, the restaurant is the sender people see, and one address is sent a bounded number
 * of mails a day however many checkouts name it.
 */
let shop: CardShop;
const address = () => `mailed-${randomUUID().slice(0, 8)}@example.com`;
const confirmationOf = (email: string, orderNumber: number | null) =>
  waitForMail(email, (m) => m.subject.startsWith(`Your order #${orderNumber} at`));

beforeAll(async () => {
  shop = await CardShop.open(`mailer-${randomUUID().slice(0, 4)}`, { connected: false });
});

it('greets a customer by a first name, and leaves out a link typed as one', async () => {
  const dana = address();
  const named = await shop.pickupCheckout(dana, 'Dana Online');
  expect((await confirmationOf(dana, named.orderNumber)).text).toMatch(/^Thank you, Dana\. /);

  const victim = address();
  const phished = await shop.pickupCheckout(victim, 'https://evil.example/verify-your-card now');
  const mail = await confirmationOf(victim, phished.orderNumber);
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('evil.example');
  expect(mail.text).toMatch(new RegExp(`^.+ has your order #${phished.orderNumber} for pickup`));
  expect(mail.text).not.toMatch(/^Thank you/);
});

it('comes from the restaurant by name, at the platform’s address', async () => {
  const email = address();
  const placed = await shop.pickupCheckout(email);
  const mail = await confirmationOf(email, placed.orderNumber);
  // The test tenants' restaurant (tools/test/tenants.ts).
  expect(mail.fromName).toBe('Tony’s Pizzeria');
  expect(mail.from).toMatch(/^no-reply@/);
});

it('sends one address at most 7 mails a day, and the orders past them stand', async () => {
  const email = address();
  const placed = [];
  for (let i = 0; i < 9; i += 1) placed.push(await shop.pickupCheckout(email));
  expect(placed.every((p) => (p.orderNumber ?? 0) > 0)).toBe(true);
  await waitForMail(email, () => true);
  // The mails queued for the first seven arrive; give the last two as long as those took, and more.
  for (let i = 0; i < 50 && (await mailsTo(email)).length < 7; i += 1) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2_000));
  expect(await mailsTo(email)).toHaveLength(7);
  expect((await shop.tracking(placed[8]!.statusKey)).data?.onlineTracking.orderNumber).toBe(placed[8]!.orderNumber);
});
