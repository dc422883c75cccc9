import {
  actorOf,
  appendAudit,
  badInput,
  conflict,
  type AuditKind,
  notFound,
  type KnownRestaurant,
  type Logger,
  type RequestContext,
  type RestaurantAccess,
} from '@zest/kit';
import { and, eq, sql } from 'drizzle-orm';
import type { OrdersTenants, OrdersTransaction } from '../db/client';
import { cardReaders, stripeAccounts, type CardReaderRow, type StripeAccountRow } from '../db/schema';
import { proofOf, touch } from '../terminals/papers';
import { UNKNOWN_TERMINAL } from '../terminals/terminals.service';
import {
  keptApart,
  lockedReader,
  readerByTablet,
  readersIn,
  tabletTag,
  viewOf,
  type CardReaderView,
} from './card-reader-rows';
import type { ConnectProvider } from './connect';
import { askStripe, ONBOARDING_MESSAGES, type StripeOnboarding } from './onboarding';
import type { ReaderProvider } from './reader-provider';
import { placeReaderInput, READER_MESSAGES, READER_NOT_FOUND, readerId, registerReaderInput } from './reader-inputs';

/**
 * The restaurant's card readers (docs/decisions/0080-card-payments-at-the-counter.md): registered by the owner
 * or a manager on the hub with the code the reader shows, a name and the tablet it sits by; moved to another
 * tablet or none; retired (kept, so its payments still name it). A tablet asks which reader is its own.
 * Registration is on the restaurant's own Connect account, once Stripe says it takes charges.
 */
export class CardReaders {
  constructor(
    private readonly tenants: OrdersTenants,
    private readonly access: RestaurantAccess,
    private readonly onboarding: StripeOnboarding,
    /** Where card payments are taken; null when this server takes none. */
    private readonly connect: ConnectProvider | null,
    private readonly provider: ReaderProvider | null,
    private readonly log: Logger,
  ) {}

  private get sandbox() {
    return this.provider?.mode === 'sandbox';
  }

  /** The readers in use, by name: the owner and managers. */
  async list(ctx: RequestContext, restaurantId: unknown): Promise<CardReaderView[]> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.settings');
    const rows = await this.tenants.run([restaurant.id], (tx) => readersIn(tx, restaurant.id));
    return rows.map((r) => viewOf(r.reader, r.tag, this.sandbox));
  }

  /** The reader by the tablet the proof names ("<id>.<key>"); null when it has none. Any staff of the restaurant. */
  async atTerminal(ctx: RequestContext, restaurantId: unknown, terminal: unknown): Promise<CardReaderView | null> {
    const restaurant = await this.access.forRestaurant(ctx, restaurantId, 'order.read');
    const found = await this.tenants.run([restaurant.id], async (tx) => {
      const tablet = await touch(tx, restaurant.id, proofOf(terminal));
      if (!tablet) throw badInput(UNKNOWN_TERMINAL);
      return readerByTablet(tx, restaurant.id, tablet.id);
    });
    return found && viewOf(found.reader, found.tag, this.sandbox);
  }

  async register(ctx: RequestContext, rawRestaurantId: unknown, raw: unknown): Promise<CardReaderView> {
    const input = registerReaderInput.parse({ ...(raw as object), restaurantId: rawRestaurantId });
    const restaurant = await this.access.forRestaurant(ctx, input.restaurantId, 'order.settings');
    const actor = actorOf(ctx.viewer!);
    // Refused before Stripe is asked: a reader Stripe registered and we then refuse would be left on the account.
    const tag = await this.tenants.run([restaurant.id], async (tx) => {
      const taken = (await readersIn(tx, restaurant.id)).map((r) => r.reader);
      if (taken.some((r) => r.name.toLowerCase() === input.name.toLowerCase()))
        throw conflict(READER_MESSAGES.nameTaken(input.name));
      if (!input.terminalId) return null;
      const tabletIs = await tabletTag(tx, restaurant.id, input.terminalId);
      if (taken.some((r) => r.terminalId === input.terminalId)) throw conflict(READER_MESSAGES.tabletTaken(tabletIs));
      return tabletIs;
    });
    const opened = await this.chargeable(restaurant.id);
    const provider = this.provider!;
    const location = await this.locationOf(restaurant, opened);
    const made = await provider.register({
      registrationCode: input.registrationCode,
      name: input.name,
      account: opened.account,
      location,
    });
    const row = await this.tenants.run([restaurant.id], (tx) =>
      keptApart(restaurant, { name: input.name, tag }, async () => {
        const [saved] = await tx
          .insert(cardReaders)
          .values({
            restaurantId: restaurant.id,
            name: input.name,
            terminalId: input.terminalId,
            stripeReader: made.stripeReader,
            account: opened.account,
            deviceType: made.deviceType,
            registeredBy: actor.name,
          })
          .returning();
        await appendAudit(tx, restaurant, {
          kind: 'reader.register',
          summary: `Card reader ${input.name} registered${tag ? ` by the tablet ${tag}` : ''} (${made.deviceType})`,
          actor,
          detail: { readerId: saved!.id, stripeReader: made.stripeReader, account: opened.account, terminalId: tag },
        });
        return saved!;
      }),
    );
    this.log.info(
      { restaurantId: restaurant.id, reader: row.id, stripeReader: row.stripeReader },
      'card reader registered',
    );
    return viewOf(row, tag, this.sandbox);
  }

  /** Moves the reader to another tablet of its restaurant, or to none. */
  async place(ctx: RequestContext, rawId: unknown, rawTerminalId: unknown): Promise<CardReaderView> {
    const input = placeReaderInput.parse({ id: rawId, terminalId: rawTerminalId });
    return this.change(ctx, input.id, async (tx, restaurant, before) => {
      if (before.retiredAt) throw conflict(READER_MESSAGES.retired);
      const tag = input.terminalId ? await tabletTag(tx, restaurant.id, input.terminalId) : null;
      if (before.terminalId === input.terminalId) return { row: before, tag };
      const was = before.terminalId ? await tabletTag(tx, restaurant.id, before.terminalId).catch(() => null) : null;
      const row = await keptApart(restaurant, { name: before.name, tag }, async () => {
        const [saved] = await tx
          .update(cardReaders)
          .set({ terminalId: input.terminalId })
          .where(and(eq(cardReaders.restaurantId, restaurant.id), eq(cardReaders.id, before.id)))
          .returning();
        return saved!;
      });
      const where = (t: string | null) => (t ? `the tablet ${t}` : 'no tablet');
      return {
        row,
        tag,
        audit: {
          kind: 'reader.place' as const,
          summary: `Card reader ${before.name} moved from ${where(was)} to ${where(tag)}`,
          detail: { readerId: before.id, from: before.terminalId, to: input.terminalId },
        },
      };
    });
  }

  /** Taken off the counter: kept (its payments name it), free of its tablet and name. Twice is once. */
  async retire(ctx: RequestContext, rawId: unknown): Promise<CardReaderView> {
    const id = readerId.parse(rawId);
    return this.change(ctx, id, async (tx, restaurant, before) => {
      const tag = before.terminalId ? await tabletTag(tx, restaurant.id, before.terminalId).catch(() => null) : null;
      if (before.retiredAt) return { row: before, tag };
      const [row] = await tx
        .update(cardReaders)
        .set({ retiredAt: sql`now()`, retiredBy: actorOf(ctx.viewer!).name })
        .where(and(eq(cardReaders.restaurantId, restaurant.id), eq(cardReaders.id, before.id)))
        .returning();
      return {
        row: row!,
        tag,
        audit: {
          kind: 'reader.retire' as const,
          summary: `Card reader ${before.name} retired${tag ? ` (it was by the tablet ${tag})` : ''}`,
          detail: { readerId: before.id, stripeReader: before.stripeReader },
        },
      };
    });
  }

  /** A change to one reader of a restaurant the caller may set up, with its audit line, in one transaction. */
  private async change(
    ctx: RequestContext,
    id: string,
    work: (
      tx: OrdersTransaction,
      restaurant: KnownRestaurant,
      before: CardReaderRow,
    ) => Promise<{
      row: CardReaderRow;
      tag: string | null;
      audit?: { kind: AuditKind; summary: string; detail: Record<string, unknown> };
    }>,
  ): Promise<CardReaderView> {
    const scope = await this.access.readable(ctx, 'order.settings');
    const ids = scope.map((r) => r.id);
    if (!ids.length) throw notFound(READER_NOT_FOUND);
    const done = await this.tenants.run(ids, async (tx) => {
      const before = await lockedReader(tx, ids, id);
      const restaurant = scope.find((r) => r.id === before.restaurantId)!;
      const result = await work(tx, restaurant, before);
      if (result.audit) await appendAudit(tx, restaurant, { ...result.audit, actor: actorOf(ctx.viewer!) });
      return result;
    });
    return viewOf(done.row, done.tag, this.sandbox);
  }

  /** The restaurant's own account, taking charges now (as turning card payments on asks); else a 409. */
  private async chargeable(restaurantId: string): Promise<StripeAccountRow> {
    if (!this.connect || !this.provider) throw badInput(ONBOARDING_MESSAGES.noCards);
    const connect = this.connect;
    const opened = await this.onboarding.accountOf(restaurantId);
    const account =
      opened && (await askStripe(this.log, 'account check', () => connect.accountFor(restaurantId, opened)));
    if (!opened || account !== opened.account) throw conflict(READER_MESSAGES.connectFirst);
    return opened;
  }

  /** The restaurant's Terminal location: opened at Stripe the first time (the key is the restaurant's), then kept. */
  private async locationOf(restaurant: KnownRestaurant, opened: StripeAccountRow): Promise<string> {
    if (opened.terminalLocation) return opened.terminalLocation;
    const location = await this.provider!.openLocation(restaurant, opened.account);
    return this.tenants.run([restaurant.id], async (tx) => {
      const [kept] = await tx
        .update(stripeAccounts)
        .set({ terminalLocation: sql`coalesce(${stripeAccounts.terminalLocation}, ${location})` })
        .where(and(eq(stripeAccounts.restaurantId, restaurant.id), eq(stripeAccounts.account, opened.account)))
        .returning({ location: stripeAccounts.terminalLocation });
      return kept?.location ?? location;
    });
  }
}
