import styled from 'styled-components';
import { media } from '../../theme/theme';
import { ButtonLink } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageTitle, StyledCard, StyledContainer } from '../../ui/Layout';
import { isDemoUser } from '../session/account';
import { useCurrentUser } from '../session/useSession';

const StyledPage = styled(StyledContainer)`
  padding-top: 48px;
  padding-bottom: 80px;

  ${media.phone} {
    padding-top: 28px;
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 28px;

  h1 {
    margin: 0;
    font-size: clamp(1.9rem, 4vw, 2.6rem);
  }

  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledEmpty = styled(StyledCard)`
  display: grid;
  justify-items: center;
  gap: 14px;
  padding: 56px 24px;
  text-align: center;
  border-style: dashed;
  box-shadow: none;

  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledEmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /restaurantDashboard/:id. Restaurants arrive with the restaurants service;
 * until then this is the signed-in landing page with its empty state (spec §8).
 */
export function RestaurantDashboardPage() {
  const user = useCurrentUser();
  const firstName = user?.fullname.trim().split(/\s+/)[0];
  return (
    <StyledPage>
      <PageTitle>Your restaurants</PageTitle>
      <StyledHeading>
        <div>
          <h1>Your restaurants</h1>
          {firstName && <p>Welcome, {firstName}.</p>}
        </div>
      </StyledHeading>
      <StyledEmpty>
        <StyledEmptyIcon>
          <Icon name="store" size={30} />
        </StyledEmptyIcon>
        <p>No restaurants created yet or your account is not active please go to the Plan page.</p>
        {!isDemoUser(user) && <ButtonLink to="/plans">See plans</ButtonLink>}
      </StyledEmpty>
    </StyledPage>
  );
}
