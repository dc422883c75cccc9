import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledCard, StyledContainer, StyledEyebrow, StyledSectionTitle } from '../../ui/layout/Layout';

export const StyledHero = styled.section`
  padding: ${space(18, 0, 20)};
  background:
    radial-gradient(circle at 0% 0%, ${({ theme }) => theme.colors.primarySoft} 0, transparent 45%),
    radial-gradient(circle at 100% 30%, ${({ theme }) => theme.colors.highlightSoft} 0, transparent 40%);

  ${media.phone} {
    padding: ${space(10, 0, 14)};
  }
`;

export const StyledHeroGrid = styled(StyledContainer)`
  display: grid;
  grid-template-columns: 1.1fr 0.9fr;
  gap: ${space(14)};
  align-items: center;

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(10)};
  }

  h1 {
    font-size: clamp(2.3rem, 5.2vw, 3.6rem);
    letter-spacing: -0.015em;
    max-width: 16ch;
  }
`;

export const StyledCallToAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(7, 0, 5)};

  ${media.phone} {
    a {
      flex: 1 1 100%;
    }
  }
`;

export const StyledAssurances = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2, 4)};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.93rem;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${space(2)};
  }

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledGrid = styled.ul<{ $columns: number }>`
  margin: ${space(9, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${space(5)};

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledFeatureCard = styled(StyledCard).attrs({ as: 'li' })`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};

  h3 {
    font-size: 1.15rem;
    margin: ${space(1, 0, 0)};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.96rem;
  }
`;

export const StyledIconTile = styled.span<{ $tone?: 'primary' | 'accent' | 'highlight' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $tone = 'primary', theme }) =>
    $tone === 'accent'
      ? theme.colors.accentSoft
      : $tone === 'highlight'
        ? theme.colors.highlightSoft
        : theme.colors.primarySoft};
  color: ${({ $tone = 'primary', theme }) =>
    $tone === 'accent' ? theme.colors.accent : $tone === 'highlight' ? theme.colors.ink : theme.colors.primary};
`;

export const StyledLevels = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: auto;
  padding-top: ${space(2)};
`;

export const StyledLevel = styled.span`
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  font-size: 0.8rem;
  font-weight: 650;
`;

export const StyledBusiness = styled(StyledCard).attrs({ as: 'li' })`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(4)};
  align-items: start;

  h3 {
    font-size: 1.2rem;
    margin: ${space(0, 0, 2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledSteps = styled.ol`
  margin: ${space(9, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(5)};
  counter-reset: step;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }

  li {
    counter-increment: step;
    position: relative;
    padding: ${space(6, 6, 6)};
    border-radius: ${({ theme }) => theme.radii.large};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 38px;
    height: 38px;
    margin-bottom: ${space(4)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }

  h3 {
    font-size: 1.1rem;
    margin: ${space(0, 0, 2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.96rem;
  }
`;

export const StyledReasons = styled.div`
  display: grid;
  grid-template-columns: 0.9fr 1.1fr;
  gap: ${space(12)};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(6)};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${space(4)};
  }

  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${space(4)};
  }

  li svg {
    margin-top: ${space(0.5)};
    color: ${({ theme }) => theme.colors.highlight};
  }

  h3 {
    font-size: 1.1rem;
    margin: ${space(0, 0, 1)};
    color: ${({ theme }) => theme.colors.onNight};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.nightMuted};
  }
`;

export const StyledNightTitle = styled(StyledSectionTitle)`
  color: ${({ theme }) => theme.colors.onNight};
`;

export const StyledNightEyebrow = styled(StyledEyebrow)`
  color: ${({ theme }) => theme.colors.highlight};
`;

export const StyledClosing = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(6)};
  padding: ${space(10)};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primarySoft},
    ${({ theme }) => theme.colors.highlightSoft}
  );

  ${media.phone} {
    padding: ${space(7, 5)};
  }

  h2 {
    font-size: clamp(1.6rem, 3vw, 2.2rem);
    margin-bottom: ${space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    max-width: 52ch;
  }
`;

export const StyledClosingActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};

  ${media.phone} {
    width: 100%;
    a {
      flex: 1 1 100%;
    }
  }
`;
