import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon } from '../../ui/controls/Icon';
import { PageTitle, StyledContainer, StyledEyebrow, StyledLead, StyledSection } from '../../ui/layout/Layout';
import { readServerFailure } from '../../graphql/errors';
import { CREATE_CHECKOUT_SESSION, PLANS_QUERY, SUBSCRIPTION } from './operations';
import { redirectTo } from './redirect';
import { CHECKOUT_FAILED, checkoutProblem, isActiveSubscription, SUBSCRIPTION_REQUEST_FAILED } from './subscription';
import { DEMO_ACCOUNT, isDemoUser, paths } from '../session/account';
import { useCurrentUser } from '../session/useSession';
import { useSignIn } from '../session/useSignIn';
import { formatPriceTag } from '../../ui/format/money';
import { mergePlans, restaurantAllowance, type Plan } from './plans';
import {
  StyledHeader,
  StyledGrid,
  StyledPlan,
  StyledBadge,
  StyledCurrentBadge,
  StyledPrice,
  StyledSummary,
  StyledFeatures,
  StyledActions,
  StyledComingSoon,
  StyledDemoPlan,
  StyledSalesBand,
} from './PlansPage.styles';

interface PlanAccount {
  /** Signed in, not the demo account: the subscription is being asked for. */
  subscriptionLoading: boolean;
  subscribed: boolean;
  /** The plan the account pays for now, while it is active. */
  currentPlanId: string | null;
}

/**
 * Subscribe Now (docs/product.md#subscribing): a checkout session from the server for the
 * plan's price, then the browser goes to its page (Stripe, or the local
 * sandbox checkout). Subscribers get Get Started to their dashboard instead.
 */
function SubscribeAction({ plan, account }: { plan: Plan; account: PlanAccount }) {
  const user = useCurrentUser();
  const noteId = useId();
  const [createCheckoutSession, { loading }] = useMutation(CREATE_CHECKOUT_SESSION);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const variant = plan.featured ? 'primary' : 'secondary';

  if (!user) {
    return (
      <ButtonLink to="/sign-in" $block $variant={variant}>
        Subscribe Now
      </ButtonLink>
    );
  }
  if (isDemoUser(user)) {
    return (
      <>
        <StyledButton type="button" $block $variant={variant} disabled aria-describedby={noteId}>
          Subscribe Now
        </StyledButton>
        <StyledComingSoon id={noteId}>The demo account needs no plan</StyledComingSoon>
      </>
    );
  }
  if (account.subscribed) {
    return (
      <ButtonLink to={paths.billing(user.id)} $block $variant={variant}>
        Get Started
      </ButtonLink>
    );
  }

  const subscribe = async () => {
    setError(null);
    const problem = checkoutProblem({ userId: user.id, email: user.email, priceId: plan.priceId });
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const { data } = await createCheckoutSession({ variables: { input: { priceId: plan.priceId ?? '' } } });
      if (redirectTo(data?.createCheckoutSession.url)) setLeaving(true);
      else setError(CHECKOUT_FAILED);
    } catch (failure) {
      const { message, isNetworkFailure } = readServerFailure(failure);
      setError(message ?? (isNetworkFailure ? SUBSCRIPTION_REQUEST_FAILED : CHECKOUT_FAILED));
    }
  };

  const busy = loading || leaving;
  return (
    <>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <StyledButton
        type="button"
        $block
        $variant={variant}
        disabled={busy || account.subscriptionLoading}
        aria-label={busy ? undefined : `Subscribe Now to ${plan.name}`}
        onClick={() => void subscribe()}
      >
        {busy ? 'Opening checkout…' : 'Subscribe Now'}
      </StyledButton>
    </>
  );
}

function DemoAction() {
  const user = useCurrentUser();
  const { signIn, signingIn } = useSignIn();
  const [error, setError] = useState<string | null>(null);
  if (user) {
    return (
      <ButtonLink to={paths.restaurants(user.id)} $block $variant="secondary">
        Go to your restaurants
      </ButtonLink>
    );
  }
  return (
    <>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <StyledButton
        type="button"
        $block
        $variant="secondary"
        disabled={signingIn}
        onClick={() => {
          setError(null);
          void signIn(DEMO_ACCOUNT).then(setError);
        }}
      >
        {signingIn ? 'Opening the demo…' : 'Try Demo'}
      </StyledButton>
    </>
  );
}

export function PlansPage() {
  const user = useCurrentUser();
  const asksForSubscription = !!user && !isDemoUser(user);
  const plansAnswer = useQuery(PLANS_QUERY, { fetchPolicy: 'cache-and-network' });
  const subscriptionAnswer = useQuery(SUBSCRIPTION, {
    variables: { userId: user?.id ?? '' },
    skip: !asksForSubscription,
    fetchPolicy: 'cache-and-network',
  });
  const account: PlanAccount = {
    subscriptionLoading: asksForSubscription && !subscriptionAnswer.data && subscriptionAnswer.loading,
    subscribed: isActiveSubscription(subscriptionAnswer.data?.subscription.status),
    currentPlanId: isActiveSubscription(subscriptionAnswer.data?.subscription.status)
      ? (subscriptionAnswer.data?.subscription.planId ?? null)
      : null,
  };
  // The static plans stand in while the server's list loads (or if it cannot be had).
  const plans = mergePlans(plansAnswer.data?.plans);
  const demoPlan = plans.find((plan) => plan.id === 'demo');
  return (
    <StyledSection>
      <PageTitle>Plans</PageTitle>
      <StyledContainer>
        <StyledHeader>
          <StyledEyebrow>Plans and pricing</StyledEyebrow>
          <h1>One simple price per month</h1>
          <StyledLead>
            Every plan includes the whole product. Pick the one that fits how many restaurants you run, and change it as
            you grow.
          </StyledLead>
        </StyledHeader>
        <StyledGrid>
          {plans
            .filter((plan) => plan.id !== 'demo')
            .map((plan) => {
              const current = plan.id === account.currentPlanId;
              return (
                <StyledPlan
                  key={plan.id}
                  $featured={!!plan.featured && !account.currentPlanId}
                  $current={current}
                  aria-current={current ? 'true' : undefined}
                >
                  {current ? (
                    <StyledCurrentBadge>Your current plan</StyledCurrentBadge>
                  ) : (
                    plan.featured && !account.currentPlanId && <StyledBadge>Most popular</StyledBadge>
                  )}
                  <h2>{plan.name}</h2>
                  <StyledPrice>
                    <strong>{formatPriceTag(plan.monthlyPriceCents)}</strong>
                    <span>/ month</span>
                  </StyledPrice>
                  <StyledSummary>{plan.summary}</StyledSummary>
                  <StyledFeatures aria-label={`${plan.name} includes`}>
                    {[restaurantAllowance(plan), ...plan.features].map((feature) => (
                      <li key={feature}>
                        <Icon name="check" size={18} />
                        {feature}
                      </li>
                    ))}
                  </StyledFeatures>
                  <StyledActions>
                    <SubscribeAction plan={plan} account={account} />
                    {plan.id === 'enterprise' && (
                      <ButtonLink to="/contactus" $block $variant="ghost">
                        Contact Sales
                      </ButtonLink>
                    )}
                  </StyledActions>
                </StyledPlan>
              );
            })}
        </StyledGrid>
        {demoPlan && (
          <StyledDemoPlan aria-labelledby="plan-demo-title">
            <div>
              <h2 id="plan-demo-title">{demoPlan.name}</h2>
              <StyledPrice>
                <strong>{formatPriceTag(demoPlan.monthlyPriceCents)}</strong>
                <span>/ month</span>
              </StyledPrice>
            </div>
            <div>
              <StyledSummary>{demoPlan.summary}</StyledSummary>
              <ul aria-label={`${demoPlan.name} includes`}>
                {[restaurantAllowance(demoPlan), ...demoPlan.features].map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            <StyledActions>
              <DemoAction />
            </StyledActions>
          </StyledDemoPlan>
        )}
        <StyledSalesBand>
          <div>
            <h2>Running more than three restaurants?</h2>
            <p>Tell us about your group and we will set up Enterprise with you.</p>
          </div>
          <ButtonLink to="/contactus">Talk to our team</ButtonLink>
        </StyledSalesBand>
      </StyledContainer>
    </StyledSection>
  );
}
