import { useApolloClient } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon, type IconName } from '../../ui/controls/Icon';
import { PageTitle, StyledCard } from '../../ui/layout/Layout';
import { media, space } from '../../theme/theme';
import { paths } from '../session/account';
import { useCurrentUser } from '../session/useSession';

const StyledFrame = styled.div`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${space(18)} ${({ theme }) => theme.layout.gutter} ${space(24)};

  ${media.phone} {
    padding: ${space(9, 4, 14)};
  }
`;

const StyledResult = styled(StyledCard)<{ $tone: 'success' | 'neutral' }>`
  width: 100%;
  max-width: 520px;
  display: grid;
  justify-items: center;
  gap: ${space(4)};
  padding: ${space(11, 8, 9)};
  text-align: center;

  ${media.phone} {
    padding: ${space(8, 5, 7)};
  }

  h1 {
    margin: 0;
    font-size: clamp(1.7rem, 5vw, 2.2rem);
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 1.1rem;
  }

  > span {
    display: grid;
    place-items: center;
    width: 68px;
    height: 68px;
    border-radius: 50%;
    background: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.highlightSoft)};
    color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.roleOther)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

interface ResultProps {
  title: string;
  heading: string;
  message: string;
  icon: IconName;
  tone: 'success' | 'neutral';
  children: ReactNode;
}

function CheckoutResult({ title, heading, message, icon, tone, children }: ResultProps) {
  return (
    <StyledFrame>
      <PageTitle>{title}</PageTitle>
      <StyledResult $tone={tone}>
        <span aria-hidden="true">
          <Icon name={icon} size={34} />
        </span>
        <h1>{heading}</h1>
        <p>{message}</p>
        <StyledActions>{children}</StyledActions>
      </StyledResult>
    </StyledFrame>
  );
}

/** /success: back from a paid checkout (docs/product.md#subscribing). */
export function CheckoutSuccessPage() {
  const user = useCurrentUser();
  const client = useApolloClient();

  useEffect(() => {
    // The plan changed: cached subscription and allowance answers are stale.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'subscription' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'restaurantAllowance' });
    client.cache.gc();
  }, [client]);

  return (
    <CheckoutResult
      title="Payment successful"
      heading="Payment Successful!"
      message="Thank you for subscribing."
      icon="check"
      tone="success"
    >
      {user && <ButtonLink to={paths.billing(user.id)}>Go to your dashboard</ButtonLink>}
      {user && (
        <ButtonLink to={paths.restaurants(user.id)} $variant="secondary">
          Your restaurants
        </ButtonLink>
      )}
    </CheckoutResult>
  );
}

/** /cancel: the checkout was left without paying (docs/product.md#subscribing). */
export function CheckoutCancelPage() {
  return (
    <CheckoutResult
      title="Subscription canceled"
      heading="Subscription Canceled."
      message="You can try again anytime."
      icon="close"
      tone="neutral"
    >
      <ButtonLink to="/plans">Back to plans</ButtonLink>
    </CheckoutResult>
  );
}
