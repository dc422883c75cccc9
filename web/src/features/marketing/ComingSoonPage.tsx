import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { ButtonLink, StyledButton } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { PageTitle, StyledContainer, StyledLead } from '../../ui/Layout';
import { paths } from '../session/account';
import { useCurrentUser } from '../session/useSession';

const StyledComingSoon = styled(StyledContainer)`
  flex: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space(2)};
  padding-top: ${space(20)};
  padding-bottom: ${space(24)};
  text-align: center;

  h1 {
    font-size: clamp(1.9rem, 5vw, 2.6rem);
  }

  > span {
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    margin-bottom: ${space(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.highlightSoft};
    color: ${({ theme }) => theme.colors.roleOther};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

/**
 * The restaurant screens that are not built yet (menus, revenue, cashier and
 * driver terminals): the hub already links to them, so they say so instead of
 * a 404.
 */
export function ComingSoonPage({ feature }: { feature: string }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  return (
    <StyledComingSoon>
      <PageTitle>{`${feature}: coming soon`}</PageTitle>
      <span aria-hidden="true">
        <Icon name="clock" size={34} />
      </span>
      <h1>{feature} is coming soon</h1>
      <StyledLead>We are putting the finishing touches on this screen. Check back shortly.</StyledLead>
      <StyledActions>
        <StyledButton type="button" onClick={() => navigate(-1)}>
          <Icon name="arrowLeft" size={18} />
          Go back
        </StyledButton>
        {user && (
          <ButtonLink to={paths.restaurants(user.id)} $variant="secondary">
            Your restaurants
          </ButtonLink>
        )}
      </StyledActions>
    </StyledComingSoon>
  );
}
