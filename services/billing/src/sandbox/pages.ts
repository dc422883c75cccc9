import type { Plan } from '../billing/plans';

/** The sandbox's pages: self-contained HTML (no scripts, no external assets), plain forms. */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const restaurants = (plan: Plan) =>
  plan.restaurants === null
    ? 'Unlimited restaurants'
    : `${plan.restaurants} restaurant${plan.restaurants > 1 ? 's' : ''}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1d2433;margin:0;padding:2rem}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 2px 12px #0001}
.note{background:#fff4d6;border-radius:8px;padding:.5rem .75rem;font-size:.85rem}
.price{font-size:2rem;font-weight:700}
form{display:inline}
button,a.button{font:inherit;border:0;border-radius:8px;padding:.6rem 1.2rem;margin:.25rem .25rem 0 0;cursor:pointer;text-decoration:none;display:inline-block}
.primary{background:#e4572e;color:#fff}.secondary{background:#e8eaef;color:#1d2433}
li{margin:.4rem 0}
</style></head>
<body><main>
<p class="note">Sandbox: no card is charged. Set the Stripe keys to use Stripe.</p>
${body}
</main></body></html>`;
}

export function checkoutPage(session: { id: string; status: string }, plan: Plan): string {
  const open = session.status === 'open';
  return page(
    `Pay for ${plan.name}`,
    `<h1>Subscribe to ${escape(plan.name)}</h1>
<p class="price">${dollars(plan.priceCents)} <small>per month</small></p>
<p>${restaurants(plan)}</p>
${
  open
    ? `<form method="post" action="/sandbox/checkout/${escape(session.id)}/pay"><button class="primary" type="submit">Pay ${dollars(plan.priceCents)}</button></form>
<form method="post" action="/sandbox/checkout/${escape(session.id)}/cancel"><button class="secondary" type="submit">Cancel</button></form>`
    : `<p>This checkout is ${escape(session.status)}.</p><a class="button secondary" href="/plans">Plans</a>`
}`,
  );
}

export function portalPage(
  portalId: string,
  userId: string,
  current: { status: string; plan: Plan | null } | null,
  plans: readonly Plan[],
): string {
  const live = current && current.status !== 'canceled';
  const choices = plans
    .filter((p) => p.priceId && p.id !== current?.plan?.id)
    .map(
      (p) =>
        `<li><form method="post" action="/sandbox/portal/${escape(portalId)}/plan/${escape(p.id)}"><button class="secondary" type="submit">Switch to ${escape(p.name)}</button></form> ${dollars(p.priceCents)} per month, ${restaurants(p).toLowerCase()}</li>`,
    )
    .join('\n');
  return page(
    'Manage billing',
    `<h1>Manage billing</h1>
${
  live
    ? `<p>Plan: <strong>${escape(current.plan?.name ?? 'unknown')}</strong>, status ${escape(current.status)}.</p>
<ul>${choices}</ul>
<form method="post" action="/sandbox/portal/${escape(portalId)}/cancel"><button class="primary" type="submit">Cancel subscription</button></form>`
    : '<p>You have no active subscription.</p>'
}
<p><a class="button secondary" href="/dashboard/${escape(userId)}">Back to the dashboard</a></p>`,
  );
}
