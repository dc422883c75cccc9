import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';

export const StyledHeader = styled.header`
  text-align: center;
  margin: 0 auto ${space(12)};

  h1 {
    font-size: clamp(2rem, 4.5vw, 3rem);
  }

  p {
    margin-left: auto;
    margin-right: auto;
  }
`;

export const StyledGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(5)};
  align-items: stretch;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledPlan = styled.li<{ $featured: boolean; $current: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(7, 6, 6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid ${theme.colors.primary};
      box-shadow: ${theme.shadows.raised};
    `}

  ${({ $current, theme }) =>
    $current &&
    css`
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.raised};
    `}

  h2 {
    font-size: 1.35rem;
    margin: 0;
  }
`;

export const StyledBadge = styled.span`
  position: absolute;
  /* Centred on the card's top border. */
  top: 0;
  transform: translateY(-50%);
  left: ${space(6)};
  padding: ${space(0.5, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.78rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

/** "Your plan": the subscriber's current plan, named on its card. */
export const StyledCurrentBadge = styled(StyledBadge)`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

export const StyledPrice = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${space(1)};
  white-space: nowrap;

  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.4rem;
    line-height: 1;
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.95rem;
`;

export const StyledFeatures = styled.ul`
  margin: 0;
  padding: ${space(4, 0, 0)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  display: grid;
  align-content: start;
  gap: ${space(2)};
  flex: 1;
  font-size: 0.93rem;

  li {
    display: flex;
    gap: ${space(2)};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: ${space(0.5)};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledActions = styled.div`
  display: grid;
  gap: ${space(2)};
`;

export const StyledComingSoon = styled.small`
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledDemoPlan = styled.section`
  margin-top: ${space(7)};
  padding: ${space(6, 7)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  grid-template-columns: auto 1fr minmax(200px, auto);
  align-items: center;
  gap: ${space(3, 7)};

  ${media.tablet} {
    grid-template-columns: 1fr;
  }

  h2 {
    font-size: 1.35rem;
    margin: 0;
  }

  ul {
    margin: ${space(2, 0, 0)};
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1, 4)};
    font-size: 0.93rem;
  }

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }

  li svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledSalesBand = styled.div`
  margin-top: ${space(7)};
  padding: ${space(7)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};

  h2 {
    font-size: 1.4rem;
    margin: ${space(0, 0, 1)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
