import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle, StyledCard } from '../../ui/layout/Layout';
import { paths } from '../session/account';
import { SUBSCRIPTION } from './operations';
import {
  formatRenewalDate,
  isActiveSubscription,
  LOAD_FAILED,
  NO_ACTIVE_PLAN,
  restaurantsAllowedLabel,
} from './subscription';
import { planNameOf } from './plans';
import { useBillingPortal } from './useBillingPortal';

const StyledPanel = styled(StyledCard)`
  display: grid;
  gap: ${space(6)};
  max-width: 760px;
  padding: ${space(8)};

  ${media.phone} {
    padding: ${space(6, 4)};
  }
`;

const StyledFacts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(4)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }

  div {
    padding: ${space(4, 4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  dt {
    font-size: 0.85rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  dd {
    margin: ${space(1, 0, 0)};
    font-size: 1.25rem;
    font-weight: 650;
    overflow-wrap: anywhere;
  }
`;

const StyledStatus = styled.span<{ $active: boolean }>`
  display: inline-block;
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 1rem;
  text-transform: capitalize;

  ${({ $active, theme }) =>
    $active
      ? css`
          background: ${theme.colors.successSoft};
          color: ${theme.colors.success};
        `
      : css`
          background: ${theme.colors.highlightSoft};
          color: ${theme.colors.roleOther};
        `}
`;

const StyledActions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${space(3)};

  ${media.phone} {
    justify-items: stretch;
  }
`;

const StyledNoPlan = styled(StyledPanel)`
  justify-items: start;

  p {
    margin: 0;
    font-size: 1.1rem;
  }
`;

/** Manage Billing: a portal session from the server, then the browser goes there (docs/product.md#billing-dashboard). */
function ManageBillingButton({ customerId }: { customerId: string | null }) {
  const { open, busy, error } = useBillingPortal(customerId);
  return (
    <StyledActions>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <StyledButton type="button" $size="large" disabled={busy} onClick={open}>
        <Icon name="card" size={20} />
        {busy ? 'Opening billing…' : 'Manage Billing'}
      </StyledButton>
    </StyledActions>
  );
}

/** /dashboard/:id: the owner's plan, its status, allowance and renewal date. */
export function BillingDashboardPage() {
  const { id = '' } = useParams();
  const { data, loading } = useQuery(SUBSCRIPTION, {
    variables: { userId: id },
    // Just back from checkout or the portal: always ask the server.
    fetchPolicy: 'cache-and-network',
  });
  const subscription = data?.subscription;

  let body;
  if (!subscription && loading) {
    body = <LoadingState>Loading your subscription…</LoadingState>;
  } else if (!subscription) {
    body = <ErrorAlert>{LOAD_FAILED}</ErrorAlert>;
  } else if (!isActiveSubscription(subscription.status)) {
    body = (
      <StyledNoPlan>
        <p>{NO_ACTIVE_PLAN}</p>
        <ButtonLink to="/plans">Browse Plans</ButtonLink>
        {subscription.stripeCustomerId && subscription.status !== 'none' && (
          // A lapsed or unpaid plan is fixed in the portal (update the card, resume).
          <ManageBillingButton customerId={subscription.stripeCustomerId} />
        )}
      </StyledNoPlan>
    );
  } else {
    const renewal = formatRenewalDate(subscription.currentPeriodEnd);
    body = (
      <StyledPanel>
        <StyledFacts>
          <div>
            <dt>Plan</dt>
            <dd>{planNameOf(subscription)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <StyledStatus $active>{subscription.status}</StyledStatus>
            </dd>
          </div>
          <div>
            <dt>Restaurants allowed</dt>
            <dd>{restaurantsAllowedLabel(subscription.numberOfRestaurants)}</dd>
          </div>
          <div>
            <dt>{subscription.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'}</dt>
            <dd>{renewal ?? '—'}</dd>
          </div>
        </StyledFacts>
        <ManageBillingButton customerId={subscription.stripeCustomerId} />
      </StyledPanel>
    );
  }

  return (
    <StyledDashboardPage>
      <PageTitle>Billing</PageTitle>
      <DashboardHeading
        title="Billing"
        subtitle="Your plan, its status and when it renews."
        actions={
          <ButtonLink to={paths.restaurants(id)} $variant="ghost">
            Your restaurants
          </ButtonLink>
        }
      />
      {body}
    </StyledDashboardPage>
  );
}
