import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { PageTitle, StyledCard, StyledContainer, StyledLead } from '../../ui/Layout';

const StyledPage = styled(StyledContainer)`
  padding-top: 48px;
  padding-bottom: 80px;

  h1 {
    font-size: clamp(1.9rem, 4vw, 2.6rem);
  }
`;

const StyledNote = styled(StyledCard)`
  display: grid;
  justify-items: start;
  gap: 14px;
  max-width: 640px;

  p {
    margin: 0;
  }
`;

/**
 * /dashboard/:id. Billing settings arrive with the billing service; the top
 * bar already links here, so the page says what is coming instead of a 404.
 */
export function BillingDashboardPage() {
  return (
    <StyledPage>
      <PageTitle>Billing</PageTitle>
      <h1>Billing</h1>
      <StyledLead>Your plan, its status and renewal date will appear here.</StyledLead>
      <StyledNote>
        <p>Online subscriptions are coming soon. Until then, compare plans or contact us to get set up.</p>
        <ButtonLink to="/plans">Browse Plans</ButtonLink>
      </StyledNote>
    </StyledPage>
  );
}
