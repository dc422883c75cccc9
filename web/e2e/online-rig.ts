import { graphql } from '../../tools/test/support';
import { clientIp, type TerminalOwner } from './rig';

/**
 * An online pickup of one side, paid at pickup, placed on the restaurant's ordering page (at `slug`) as the
 * page places it: asked once for the total, then placed with it, from a customer's own address. Answers its
 * order number.
 */
export async function placeOnlinePickup(
  at: TerminalOwner & { owner: { token: string } },
  slug: string,
  fullName: string,
  phoneNumber: string,
): Promise<number> {
  const menu = await graphql<{ menu: { sides: { id: string }[] } }>(
    'query($r: ID!) { menu(restaurantId: $r) { sides { id } } }',
    { r: at.restaurantId },
    { token: at.owner.token },
  );
  const ip = clientIp();
  const place = (expectedTotalCents: number) =>
    graphql<{ placeOnlineOrder: { orderNumber: number } }>(
      'mutation($s: String!, $i: OnlineCheckoutInput!) { placeOnlineOrder(slug: $s, input: $i) { orderNumber } }',
      {
        s: slug,
        i: {
          orderType: 'pickup',
          fullName,
          phoneNumber,
          lines: [{ sideId: menu.data!.menu.sides[0]!.id }],
          payment: 'pickup',
          expectedTotalCents,
        },
      },
      { ip },
    );
  const asked = await place(0);
  const placed = await place((asked.errors![0]!.extensions as { totalCents: number }).totalCents);
  if (placed.errors) throw new Error(`the online order was refused: ${JSON.stringify(placed.errors)}`);
  return placed.data!.placeOnlineOrder.orderNumber;
}

/** Open every day, all day: a test's ordering page takes orders whatever the hour it runs. */
const ALL_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '00:00' }));

/** The restaurant's ordering page turned on at `slug`, open all day, pickup only; throws when refused. */
export async function openOrderingPage(at: TerminalOwner & { owner: { token: string } }, slug: string): Promise<void> {
  const on = await graphql(
    'mutation($r: ID!, $i: OnlineSettingsInput!) { updateOnlineSettings(restaurantId: $r, input: $i) { enabled } }',
    { r: at.restaurantId, i: { enabled: true, slug, hours: ALL_DAY, delivery: false } },
    { token: at.owner.token },
  );
  if (on.errors) throw new Error(`the ordering page was refused: ${JSON.stringify(on.errors)}`);
}
