import { graphql } from '../../../tools/test/support';
import type { Tenant } from '../../../tools/test/tenants';
import { onOrdersDatabase } from './helpers';

/**
 * A registered tablet, as the cashier screen registers itself (registerTerminal), and what tests do with it:
 * its heartbeat, a silence of it written into the database as if it had been offline, its papers.
 */
export interface Tablet {
  id: string;
  tag: string;
  key: string;
  /** What it sends as `terminal`. */
  proof: string;
}

export async function registeredTablet(t: Tenant, token = t.cashier): Promise<Tablet> {
  const made = await graphql<{ registerTerminal: { id: string; tag: string; key: string } }>(
    'mutation($r: ID!) { registerTerminal(restaurantId: $r) { id tag key } }',
    { r: t.restaurantId },
    { token },
  );
  if (!made.data) throw new Error(`registerTerminal: ${JSON.stringify(made.errors)}`);
  const { id, tag, key } = made.data.registerTerminal;
  return { id, tag, key, proof: `${id}.${key}` };
}

export const heartbeat = (t: Tenant, tablet: Tablet, extra: Record<string, unknown> = {}, token = t.cashier) =>
  graphql<{ terminalSeen: { heardAt: string } }>(
    'mutation($input: TerminalSeenInput!) { terminalSeen(input: $input) { heardAt } }',
    { input: { restaurantId: t.restaurantId, terminal: tablet.proof, ...extra } },
    { token },
  );

/** The tablet registered long ago and heard last `minutesAgo`, holding this menu: offline since then. */
export const silentSince = (tablet: Tablet, minutesAgo: number, menuVersion: number | null = null) =>
  onOrdersDatabase(
    `UPDATE terminals SET issued_at = now() - interval '30 days', last_seen_at = now() - make_interval(mins => $2),
       menu_version = coalesce($3, menu_version) WHERE id = $1`,
    [tablet.id, minutesAgo, menuVersion],
  );

export interface PaperAnswer {
  id: string;
  orderNumber: number;
  createdAt: string;
  offlineNumber: string | null;
  paperPrintedAt: string | null;
  paperTimeKept: boolean;
}

/** A paper printed offline as its outbox sends it: its number, its time, its tablet's key. */
export async function sendPaper(
  t: Tenant,
  o: { number: string; printedAt: Date; terminal?: string | null; key?: string },
  token = t.cashier,
) {
  return graphql<{ createOrder: PaperAnswer }>(
    `
      mutation ($input: CreateOrderInput!, $key: String) {
        createOrder(input: $input, idempotencyKey: $key) {
          id
          orderNumber
          createdAt
          offlineNumber
          paperPrintedAt
          paperTimeKept
        }
      }
    `,
    {
      input: {
        restaurantId: t.restaurantId,
        orderType: 'togo',
        offlineNumber: o.number,
        printedAt: o.printedAt.toISOString(),
        ...(o.terminal ? { terminal: o.terminal } : {}),
      },
      key: o.key ?? null,
    },
    { token },
  );
}

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
