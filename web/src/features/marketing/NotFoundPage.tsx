import styled from 'styled-components';
import { space } from '../../theme/theme';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { PageTitle, StyledContainer, StyledLead } from '../../ui/layout/Layout';

const StyledNotFound = styled(StyledContainer)`
  flex: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space(2)};
  padding-top: ${space(20)};
  padding-bottom: ${space(24)};
  text-align: center;

  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
  }
`;

/**
 * Outlined numerals, drawn by CSS: decoration, legible by their stroke (which
 * contrast checkers cannot measure) and hidden from assistive technology.
 */
const StyledCode = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 5rem;
  font-weight: 700;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primarySoft};
  -webkit-text-stroke: 2px ${({ theme }) => theme.colors.primary};

  &::before {
    content: '404';
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space(3)};
  margin-top: ${space(3)};
`;

export function NotFoundPage() {
  return (
    <StyledNotFound>
      <PageTitle>Page not found</PageTitle>
      <StyledCode aria-hidden="true" />
      <h1>This page is not on the menu</h1>
      <StyledLead>The link may be old or mistyped. Let’s get you back to somewhere useful.</StyledLead>
      <StyledActions>
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/contactus" $variant="secondary">
          Contact us
        </ButtonLink>
      </StyledActions>
    </StyledNotFound>
  );
}
