import { escapeHtml, type Logger, type RestaurantAccess } from '@zest/kit';
import express, { type Express } from 'express';
import { hubPath, type StripeOnboarding } from './onboarding';
import { page } from './sandbox-page';

export interface ConnectSandboxDeps {
  access: RestaurantAccess;
  onboarding: StripeOnboarding;
  log: Logger;
}

const GONE = 'This onboarding page does not exist.';
const RESTAURANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LOCAL_ACCOUNT = /^acct_local_[0-9a-f]{24}$/;

/**
 * The local stand-in for Stripe's Connect onboarding (docs/decisions/0065-paying-online.md, issue 45): the
 * page connectStripe sends the owner to in the sandbox. Continue marks the restaurant's own sandbox
 * account set up (as Stripe's charges_enabled would) and goes back to the hub; Back goes back without.
 * Only the account opened for that restaurant is connected: any other address is a 404. Mounted only with
 * the sandbox on.
 */
export function mountConnectSandbox(app: Express, deps: ConnectSandboxDeps | null) {
  if (!deps) {
    app.use('/sandbox/connect', (_req, res) => {
      res.status(404).type('text').send('There is no Stripe sandbox on this server.');
    });
    return;
  }
  const router = express.Router();
  const find = async (restaurantId: string, account: string) => {
    if (!RESTAURANT_ID.test(restaurantId) || !LOCAL_ACCOUNT.test(account)) return null;
    const restaurant = await deps.access.directory.find(restaurantId);
    const opened = restaurant && (await deps.onboarding.accountOf(restaurant.id));
    return restaurant && opened?.account === account ? { restaurant, opened } : null;
  };

  router.get('/:restaurantId/:account', async (req, res) => {
    const found = await find(req.params.restaurantId, req.params.account);
    if (!found) return res.status(404).type('text').send(GONE);
    const { restaurant, opened } = found;
    const hub = escapeHtml(hubPath(restaurant.id));
    const action = `/sandbox/connect/${escapeHtml(restaurant.id)}/${escapeHtml(opened.account)}/continue`;
    res.type('html').send(
      page(
        `Connect ${restaurant.name} with Stripe`,
        `<h1>Connect ${escapeHtml(restaurant.name)} with Stripe</h1>
<p>In real Stripe, this is where you would give your business details and bank account. Card payments online go to this account: <strong>${escapeHtml(opened.account)}</strong>.</p>
<form method="post" action="${action}"><button class="primary" type="submit">Continue</button></form>
<a class="button secondary" href="${hub}?stripe=return">Back</a>`,
      ),
    );
  });

  router.post('/:restaurantId/:account/continue', async (req, res) => {
    const found = await find(req.params.restaurantId, req.params.account);
    if (!found || !(await deps.onboarding.sandboxContinue(found.restaurant.id, found.opened.account))) {
      return res.status(404).type('text').send(GONE);
    }
    deps.log.info(
      { restaurantId: found.restaurant.id, account: found.opened.account },
      'sandbox Stripe account connected',
    );
    res.redirect(303, `${hubPath(found.restaurant.id)}?stripe=return`);
  });

  app.use('/sandbox/connect', router);
}
