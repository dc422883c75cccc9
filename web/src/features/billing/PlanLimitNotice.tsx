import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { Icon } from '../../ui/controls/Icon';
import { useCurrentUser } from '../session/useSession';
import { SUBSCRIPTION } from './operations';
import { planLimitMessage, planNameOf } from './plans';
import { useBillingPortal } from './useBillingPortal';

const StyledLimit = styled.section`
  margin-bottom: ${space(6)};
  padding: ${space(4, 5)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3, 5)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.ink};

  p {
    margin: 0;
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
    font-weight: 600;
    flex: 1 1 280px;
  }

  svg {
    flex: none;
  }
`;

const StyledActions = styled.div`
  display: grid;
  gap: ${space(2)};
`;

export interface PlanLimitNoticeProps {
  /** full: the allowance reached; over: exceeded (after a downgrade). */
  limit: 'full' | 'over';
  /** null means unlimited. */
  allowed: number | null;
  used: number;
}

/**
 * The restaurant list at the plan's limit (docs/product.md#gating): the plan by name, what it
 * includes, and Upgrade, which opens the billing portal where the plan is changed.
 */
export function PlanLimitNotice({ limit, allowed, used }: PlanLimitNoticeProps) {
  const user = useCurrentUser();
  const { data } = useQuery(SUBSCRIPTION, {
    variables: { userId: user?.id ?? '' },
    skip: !user,
    fetchPolicy: 'cache-and-network',
  });
  const subscription = data?.subscription;
  const name = subscription ? planNameOf(subscription) : null;
  const { open, busy, error } = useBillingPortal(subscription?.stripeCustomerId);
  return (
    <StyledLimit aria-label="Your plan">
      <p>
        <Icon name="lock" size={20} />
        <span>{planLimitMessage(limit, name === 'Your plan' ? null : name, { allowed, used })}</span>
      </p>
      <StyledActions>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <StyledButton type="button" disabled={busy} onClick={open}>
          <Icon name="card" size={18} />
          {busy ? 'Opening billing…' : 'Upgrade plan'}
        </StyledButton>
      </StyledActions>
    </StyledLimit>
  );
}
