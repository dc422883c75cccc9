import { join } from 'node:path';
import {
  AuditTrail,
  createEmailQueue,
  createStripeClient,
  LOCAL_SECRET_KEY,
  createMailer,
  menuEventsQueue,
  ORDER_REPLAY_QUEUE,
  ORDER_SUBSCRIBERS,
  RestaurantAccess,
  restaurantEventsQueue,
  runService,
  startEmailConsumer,
  startReplayConsumer,
  tenantStores,
  Throttle,
  tripEventsQueue,
} from '@zest/kit';
import { Geocoder } from './address/geocoder';
import { AddressSuggestions } from './address/suggestions';
import { BooksService } from './books/books';
import { cardPayments, config } from './config';
import { CustomersService } from './customers/customers.service';
import { DiscountListService } from './discounts/discount-list.service';
import { DiscountsService } from './discounts/discounts.service';
import { createOrdersDatabase, TENANT_ROLE } from './db/client';
import { DrawersService } from './drawers/drawers.service';
import { cashSalesOnNoDrawer, drawersOfDay, openDrawersThrough } from './drawers/drawer-summaries';
import { Housekeeping, HOUSEKEEPING_QUEUE } from './jobs/housekeeping';
import { OrderChanges } from './live/order-notices';
import { MenuCopy } from './menu-copy/menu-copy';
import { LinesService } from './lines/lines.service';
import { PlaceOrderService } from './orders/place-order';
import { OrderEvents } from './orders/order-events';
import { OrderReads } from './orders/order-reads';
import { OrdersService } from './orders/orders.service';
import { OrderSettingsService } from './settings/settings.service';
import { Terminals } from './terminals/terminals.service';
import { BusinessDaysService } from './days/days.service';
import { RevenueService } from './revenue/revenue.service';
import { HandoverService } from './handover/handover.service';
import { KitchenService } from './kitchen/kitchen.service';
import { createResolvers } from './resolvers';
import { TripCopy } from './trips/trip-copy';
import { OnlineCheckout } from './online/checkout';
import { CheckoutLimits } from './online/checkout-limits';
import { DeliveryAreas } from './online/delivery-area';
import { OnlineMail, ORDERS_EMAIL_QUEUE } from './online/online-mail';
import { OnlineOrdersService } from './online/online-orders';
import { OnlinePages } from './online/online-page';
import { OnlineSettingsService } from './online/online-settings';
import { isLiveKey, SandboxConnect, StripeConnect } from './payments/connect';
import { StripeOnboarding } from './payments/onboarding';
import { SplitPayments } from './payments/split-payments';
import { PartGiveBacks } from './payments/part-give-back';
import { CardReaders } from './payments/card-readers';
import { SandboxReaders, StripeReaders } from './payments/reader-provider';
import { OnlinePayments } from './payments/online-payments';
import {
  createPaymentsQueue,
  mountPaymentWebhook,
  ONLINE_PAYMENTS_QUEUE,
  PaymentWebhook,
  startPaymentsConsumer,
} from './payments/payment-events';
import { mountConnectSandbox } from './payments/sandbox-connect';
import { CardChecks } from './payments/card-checks';
import { SandboxCharges, SandboxRecord, StripeCharges } from './payments/stripe-day';
import { cardServices, mountCardPages } from './payments/card-wiring';

/** config → database (migrate, tenant role) → subgraph server → consumers (restaurant and menu copies, housekeeping). */
runService(
  {
    name: 'orders',
    config,
    databaseUrl: config.ORDERS_DATABASE_URL,
    root: join(__dirname, '..'),
    database: createOrdersDatabase,
    poolSize: config.ORDERS_DB_POOL,
    queues: [
      restaurantEventsQueue('orders'),
      menuEventsQueue('orders'),
      tripEventsQueue('orders'),
      ORDER_REPLAY_QUEUE,
      HOUSEKEEPING_QUEUE,
      ORDERS_EMAIL_QUEUE,
      ONLINE_PAYMENTS_QUEUE,
    ],
  },
  async (base) => {
    const { log, db, redis, consumerRedis, metrics, operatorConsole, facts } = base;
    const eventSettings = base.events;
    const { tenants, restaurants } = await tenantStores(base, TENANT_ROLE);
    const access = new RestaurantAccess(restaurants);
    const menus = new MenuCopy(db, redis, log, facts, config.MENU_COPIES_KEPT);
    const events = new OrderEvents(tenants, redis, ORDER_SUBSCRIBERS, log);
    const mail = new OnlineMail(tenants, createEmailQueue(ORDERS_EMAIL_QUEUE, redis), (id) => access.known(id), log, {
      throttle: new Throttle(redis),
      perDay: config.ONLINE_MAILS_PER_ADDRESS_PER_DAY,
    });
    const changes = new OrderChanges(redis, events, log, mail);
    const settings = new OrderSettingsService(tenants, access, facts);
    // In the sandbox the SDK only signs and verifies webhooks; it never makes a call.
    const stripe = createStripeClient(
      cardPayments?.mode === 'stripe' ? cardPayments.secretKey : LOCAL_SECRET_KEY,
      config.STRIPE_API_BASE,
    );
    const webhook = cardPayments
      ? new PaymentWebhook({ stripe, secret: cardPayments.webhookSecret, log }, createPaymentsQueue(redis))
      : null;
    const orders = new OrdersService(tenants, access, changes, settings, webhook);
    const reads = new OrderReads(tenants, access);
    // The one client of the operator's geocoder (off unless ADDRESS_SUGGEST_URL is set): suggestions, delivery radius.
    const geocoder = new Geocoder(config.ADDRESS_SUGGEST_URL, config.ADDRESS_SUGGEST_TIMEOUT_MS);
    const areas = new DeliveryAreas(geocoder, log);
    // The sandbox keeps its own record of what it took and gave back: Stripe's side of the card check (decision 0082).
    const sandboxRecord = cardPayments?.mode === 'sandbox' ? new SandboxRecord(tenants) : null;
    const connect = cardPayments
      ? cardPayments.mode === 'stripe'
        ? new StripeConnect(stripe, isLiveKey(cardPayments.secretKey))
        : new SandboxConnect(sandboxRecord)
      : null;
    const cardChecks = connect
      ? new CardChecks(
          tenants,
          access,
          connect.mode === 'stripe' ? new StripeCharges(stripe) : new SandboxCharges(tenants),
          log,
          new Throttle(redis),
        )
      : null;
    const onboarding = new StripeOnboarding(tenants, access, connect, config.PUBLIC_URL, log);
    const onlineSettings = new OnlineSettingsService(db, tenants, access, facts, areas, connect, onboarding);
    const payments = connect
      ? new OnlinePayments(tenants, connect, onlineSettings, access, { changes, mail }, log)
      : null;
    // Card payments where the customer is: the counter's readers, their refunds, the door's QR (decisions 0080, 0081).
    const { cards, cardRefunds, doors } = cardServices({
      tenants,
      access,
      stripe,
      connect,
      onboarding,
      changes,
      redis,
      webhook,
      log,
      readerWaitSeconds: config.READER_WAIT_SECONDS,
      publicUrl: config.PUBLIC_URL,
    });
    const services = {
      orders,
      cards,
      cardRefunds,
      doors,
      cardChecks,
      reads,
      lines: new LinesService(tenants, access, { menus, settings }, orders, changes),
      place: new PlaceOrderService(tenants, access, { menus, settings }, changes),
      customers: new CustomersService(tenants, access, reads, changes),
      addresses: new AddressSuggestions(geocoder, log),
      revenue: new RevenueService(tenants, access),
      settings,
      discounts: new DiscountsService(tenants, access, orders),
      discountList: new DiscountListService(tenants, access),
      drawers: new DrawersService(tenants, access),
      kitchen: new KitchenService(tenants, access, menus, changes),
      handover: new HandoverService(orders),
      terminals: new Terminals(tenants, access),
      days: new BusinessDaysService(tenants, access, {
        ofDay: drawersOfDay,
        openThrough: openDrawersThrough,
        noDrawer: cashSalesOnNoDrawer,
      }),
      audit: AuditTrail.forTenants('orders', restaurants, tenants),
      split: new SplitPayments(tenants, access, changes, config.READER_WAIT_SECONDS),
      giveBacks: new PartGiveBacks(orders, webhook),
      readers: new CardReaders(
        tenants,
        access,
        onboarding,
        connect,
        connect && (connect.mode === 'stripe' ? new StripeReaders(stripe, log) : new SandboxReaders()),
        log,
      ),
      books: new BooksService(tenants, access),
      operatorConsole,
      online: {
        settings: onlineSettings,
        pages: new OnlinePages(tenants, onlineSettings, settings, connect !== null),
        checkout: new OnlineCheckout(
          tenants,
          onlineSettings,
          { menus, settings },
          { changes, mail, publicUrl: config.PUBLIC_URL, payments },
          new CheckoutLimits(new Throttle(redis), {
            perClient: config.ONLINE_CHECKOUTS_PER_IP,
            perPhone: config.ONLINE_CHECKOUTS_PER_PHONE,
            windowSeconds: config.ONLINE_CHECKOUT_WINDOW_SECONDS,
          }),
          areas,
        ),
        orders: new OnlineOrdersService(tenants, access, orders, onlineSettings, mail, webhook),
        onboarding,
      },
    };
    log.info({ addressLookup: geocoder.enabled ? 'on' : 'off' }, 'address lookup (suggestions, delivery radius)');
    log.info({ cardPayments: connect?.mode ?? 'off', livemode: connect?.livemode ?? null }, 'online card payments');

    return {
      resolvers: createResolvers(services),
      routes: (app) => {
        if (webhook) mountPaymentWebhook(app, webhook);
        mountCardPages(app, {
          tenants,
          access,
          stripe,
          webhook,
          log,
          sandbox:
            cardPayments?.mode === 'sandbox'
              ? { webhookSecret: cardPayments.webhookSecret, record: sandboxRecord }
              : null,
          doors,
          cardsTaken: cards !== null,
        });
        mountConnectSandbox(app, connect?.mode === 'sandbox' ? { access, onboarding, log } : null);
      },
      start: async () => {
        const running = [];
        if (consumerRedis) {
          const housekeeping = new Housekeeping(tenants, changes, log, metrics, cardChecks);
          const jobs = await housekeeping.start(
            consumerRedis,
            redis,
            config.HOUSEKEEPING_EVERY_SECONDS * 1000,
            config.REVENUE_CHECK_EVERY_SECONDS * 1000,
            config.CARD_CHECK_EVERY_SECONDS * 1000,
          );
          running.push(
            await restaurants.start(consumerRedis, redis, eventSettings),
            await menus.start(consumerRedis, eventSettings),
            await new TripCopy(tenants, log, mail).start(consumerRedis, redis, eventSettings),
            startEmailConsumer(
              ORDERS_EMAIL_QUEUE,
              consumerRedis,
              createMailer({ smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR, from: config.MAIL_FROM, log }),
              log,
            ),
            startReplayConsumer(ORDER_REPLAY_QUEUE, events, consumerRedis, log),
            ...(payments && cards && cardRefunds
              ? [startPaymentsConsumer(consumerRedis, payments, cards, cardRefunds, log)]
              : []),
            jobs.consumer,
            jobs.queue,
          );
        }
        events.startSweeping();
        return [...running, events];
      },
    };
  },
);
