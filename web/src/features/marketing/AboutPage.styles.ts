import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledCard } from '../../ui/layout/Layout';

export const StyledIntro = styled.header`
  padding: ${space(18, 0, 6)};

  ${media.phone} {
    padding: ${space(10, 0, 2)};
  }

  h1 {
    font-size: clamp(2.2rem, 5vw, 3.4rem);
    max-width: 18ch;
  }
`;

export const StyledStory = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(12)};

  ${media.tablet} {
    grid-template-columns: 1fr;
    gap: ${space(6)};
  }

  & > div:last-child p {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 1.05rem;
  }
`;

export const StyledPair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(5)};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledStatement = styled(StyledCard)`
  h2 {
    font-size: 1.4rem;
  }
  p:last-child {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledValues = styled.ul`
  margin: ${space(8, 0, 0)};
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space(5)};

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.phone} {
    grid-template-columns: 1fr;
  }

  li {
    display: grid;
    gap: ${space(2)};
    align-content: start;
  }

  h3 {
    font-size: 1.1rem;
    margin: 0;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledValueIcon = styled.span`
  display: grid;
  place-items: center;
  width: 46px;
  height: 46px;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
`;

export const StyledRoadmap = styled.ol`
  margin: ${space(8, 0, 0)};
  padding: ${space(0, 0, 0, 7)};
  list-style: none;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${space(7)};

  li {
    position: relative;
  }

  li::before {
    content: '';
    position: absolute;
    /* Centred on the line: the list's inset, then half the line (1.5 px) and half the dot (8.5 px). */
    left: calc(-${space(7)} - 10px);
    top: ${space(1)};
    width: 17px;
    height: 17px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 4px solid ${({ theme }) => theme.colors.primary};
  }

  h3 {
    font-size: 1.15rem;
    margin: ${space(0, 0, 1)};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    max-width: 62ch;
  }
`;

export const StyledWhen = styled.span`
  display: inline-block;
  margin-bottom: ${space(2)};
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const StyledGetStarted = styled(StyledCard)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(5)};
  background: ${({ theme }) => theme.colors.primarySoft};

  h2 {
    margin: ${space(0, 0, 1)};
    font-size: 1.6rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
