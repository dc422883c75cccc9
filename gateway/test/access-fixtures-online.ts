import { randomUUID } from 'node:crypto';
import { syncMenuToOrders } from '../../tools/test/menus';
import { api, clientIp, graphql } from '../../tools/test/support';
import { connectSandboxStripe } from '../../tools/test/stripe-connect';
import { CounterFixtures, customerPhone, type J } from './access-fixtures';

/**
 * The access matrix's rows (access-fixtures.ts) with those of the ordering
 * page and the kitchen display: standing while refusals are checked, fresh
 * while admissions are.
 */
export { customerPhone, pin, type Json, type Sample } from './access-fixtures';

export class Fixtures extends CounterFixtures {
  /** The victim's ordering page, on and open all day: its address. */
  onlineSlug = async () =>
    (this.standing.onlineSlug ??= await (async () => {
      const slug = `matrix-${this.restaurantId.slice(0, 8)}`;
      const on = await graphql(
        'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
        {
          r: this.restaurantId,
          i: {
            enabled: true,
            slug,
            hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' })),
            delivery: false,
          },
        },
        { token: this.victim.owner.token },
      );
      if (on.errors) throw new Error(`fixture online ordering: ${on.errors[0]!.message}`);
      return slug;
    })());

  /** A side the orders service prices from (its copy of the menu has it). */
  pricedSide = async () =>
    (this.standing.pricedSide ??= await (async () => {
      const id = await this.post('/api/toppingAndSides/create_sides', { ...this.named(), base_price: 2 });
      await syncMenuToOrders(this.victim.owner.token, this.restaurantId);
      return id;
    })());

  /**
   * One order placed on the victim's page, as its customer places it: priced first with a total the server
   * refuses (its answer says the total), then placed with that total. Its id and its status page.
   */
  private placeOnline = async () => {
    const slug = await this.onlineSlug();
    const body = {
      order_type: 'pickup',
      full_name: 'Status Customer',
      phone_number: customerPhone(),
      lines: [{ side_id: await this.pricedSide() }],
      payment: 'pickup',
    };
    const place = (expected_total: string) =>
      api<J>('POST', `/api/online/${slug}/orders`, {
        body: { ...body, expected_total },
        headers: { 'idempotency-key': randomUUID() },
        ip: clientIp(),
      });
    const priced = await place('0.01');
    if (priced.status !== 409 || !priced.body.total) throw new Error(`fixture price: ${JSON.stringify(priced.body)}`);
    const placed = await place(priced.body.total);
    if (placed.status !== 201) throw new Error(`fixture online order: ${JSON.stringify(placed.body)}`);
    return placed.body;
  };

  /** The key of one order placed on the victim's page, as its customer holds it. */
  onlineStatusKey = async () =>
    (this.standing.onlineStatusKey ??= (await this.placeOnline()).status_url!.split('/').pop()!);

  /** An order placed on the victim's page that waits for the counter to accept or reject it. */
  onlineOrder = () => this.row('onlineOrder', async () => (await this.placeOnline()).order_id!);

  /** A ticket on the kitchen display (a printed order) and its line: `<order> <line>`. */
  private ticket = () =>
    this.row('ticket', async () => {
      const { order, line } = await this.printedOrder();
      return `${order} ${line}`;
    });
  ticketOrder = async () => (await this.ticket()).split(' ')[0]!;
  ticketLine = async () => (await this.ticket()).split(' ')[1]!;

  /** A ticket the kitchen marked ready: among the bumped, so it may be recalled. */
  readyTicket = () =>
    this.row('readyTicket', async () => {
      const { order } = await this.printedOrder();
      const ready = await graphql(
        'mutation($id: ID!) { markOrderReady(id: $id) { readyAt } }',
        { id: order },
        {
          token: this.victim.manager,
        },
      );
      if (ready.errors) throw new Error(`fixture ready: ${ready.errors[0]!.message}`);
      return order;
    });

  /** The victim's own sandbox Stripe account, set up: card readers can be registered on it. */
  stripeConnected = async () => (this.standing.stripeAccount ??= await connectSandboxStripe(this.victim));

  /** A card reader of the victim's, by no tablet (decision 0080). */
  cardReader = () =>
    this.row('cardReader', async () => {
      await this.stripeConnected();
      const made = await graphql<{ registerCardReader: { id: string } }>(
        'mutation($r: ID!, $i: RegisterCardReaderInput!) { registerCardReader(restaurantId: $r, input: $i) { id } }',
        { r: this.restaurantId, i: { registrationCode: 'simulated-wpe', name: `Reader ${randomUUID().slice(0, 8)}` } },
        { token: this.victim.owner.token },
      );
      if (!made.data) throw new Error(`fixture card reader: ${made.errors![0]!.message}`);
      return made.data.registerCardReader.id;
    });

  /** A tablet of the victim's with a card reader placed by it: what it sends as `terminal` (decision 0080). */
  readerTablet = () =>
    this.row('readerTablet', async () => {
      await this.stripeConnected();
      const proof = await this.tablet();
      const name = `By the tablet ${randomUUID().slice(0, 8)}`;
      const placed = await graphql<{ registerCardReader: { id: string } }>(
        'mutation($r: ID!, $i: RegisterCardReaderInput!) { registerCardReader(restaurantId: $r, input: $i) { id } }',
        { r: this.restaurantId, i: { registrationCode: 'simulated-wpe', name, terminalId: proof.split('.')[0] } },
        { token: this.victim.owner.token },
      );
      if (!placed.data) throw new Error(`fixture card reader by a tablet: ${placed.errors![0]!.message}`);
      return proof;
    });

  /** An order of the victim's owing $12 and more, for the card reader. */
  cardOrder = () =>
    this.row('cardOrder', async () => {
      const order = await this.atTerminal('/api/order/createOrder', {
        restaurant_id: this.restaurantId,
        order_type: 'togo',
      });
      await this.atTerminal('/api/order/addItemToOrder', {
        order_id: order,
        product_name: 'Pie',
        product_price: '12.00',
      });
      return order;
    });

  /** A card payment of the victim's, waiting on the reader by its tablet. */
  cardPart = () =>
    this.row('cardPart', async () => {
      const taken = await graphql<{ takeCardPayment: { id: string } }>(
        'mutation($o: ID!, $t: String!) { takeCardPayment(orderId: $o, terminal: $t) { id } }',
        { o: await this.cardOrder(), t: await this.readerTablet() },
        { token: this.victim.cashier },
      );
      if (!taken.data) throw new Error(`fixture card payment: ${taken.errors![0]!.message}`);
      return taken.data.takeCardPayment.id;
    });

  /** A delivery on the victim's driver's trip, on a connected account: its door link may be asked (decision 0081). */
  doorOrder = () =>
    this.row('doorOrder', async () => {
      await this.stripeConnected();
      // Its own delivery: the trip's samples move theirs (out, back, cashed out).
      const order = await this.takenDelivery();
      // The orders service learns of the trip from the drivers service's event: a link is for a delivery on a trip.
      for (let i = 0; i < 250; i++) {
        const read = await graphql<{ order: { trip: unknown } | null }>(
          'query($id: ID!) { order(id: $id) { trip { driverName } } }',
          { id: order },
          { token: this.victim.manager },
        );
        if (read.data?.order?.trip) return order;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('fixture door order: the orders service never heard of the trip');
    });

  /** A door payment of the victim's, waiting for the customer (asked once the orders service heard of the trip). */
  doorPart = () =>
    this.row('doorPart', async () => {
      const o = await this.doorOrder();
      for (let i = 0; i < 250; i++) {
        const asked = await graphql<{ askDoorPayment: { id: string } }>(
          'mutation($o: ID!) { askDoorPayment(orderId: $o) { id } }',
          { o },
          { token: this.victim.driver },
        );
        if (asked.data) return asked.data.askDoorPayment.id;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('fixture door payment: the orders service never heard of the trip');
    });

  /** A side marked sold out at the counter for the rest of the day. */
  soldOutSide = () =>
    this.row('soldOutSide', async () => {
      const id = await this.post('/api/toppingAndSides/create_sides', { ...this.named(), base_price: 3 });
      const marked = await graphql(
        'mutation($i: MarkSoldOutInput!) { markSoldOut(input: $i) { itemId } }',
        { i: { restaurantId: this.restaurantId, itemId: id, for: 'REST_OF_DAY' } },
        { token: this.victim.manager },
      );
      if (marked.errors) throw new Error(`fixture sold out: ${marked.errors[0]!.message}`);
      return id;
    });

  /** A shift of the victim's driver, clocked in and out at the driver screen (their PIN names them). */
  closedShift = () =>
    this.row('closedShift', async () => {
      let id = '';
      for (const action of ['clock_in', 'clock_out']) {
        const punched = await graphql<{ punchClock: { shift: { id: string } } }>(
          'mutation($r: ID!, $a: ClockAction!) { punchClock(input: { restaurantId: $r, pin: "2222", action: $a }) { shift { id } } }',
          { r: this.restaurantId, a: action },
          { token: this.victim.driver, ip: clientIp() },
        );
        if (!punched.data) throw new Error(`fixture shift: ${JSON.stringify(punched.errors)}`);
        id = punched.data.punchClock.shift.id;
      }
      return id;
    });
}
