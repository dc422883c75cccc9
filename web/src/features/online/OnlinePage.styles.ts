import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { StyledFactList } from '../../ui/layout/Lists';

/** The ordering page: phone first, one column; from a tablet up, the menu beside the order. */
export const StyledPage = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.page};
  padding-bottom: ${space(24)};
`;

export const StyledHeader = styled.header`
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  padding: ${space(6, 0)};

  h1 {
    margin: 0 0 ${space(1)};
    font-size: clamp(1.6rem, 5vw, 2.3rem);
    color: inherit;
  }

  p {
    margin: ${space(1, 0)};
    color: ${({ theme }) => theme.colors.nightMuted};
  }

  a {
    color: ${({ theme }) => theme.colors.onNight};
  }
`;

export const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${space(0, 5)};

  ${media.tablet} {
    padding: ${space(0, 3)};
  }
`;

export const StyledOpen = styled.p<{ $open: boolean }>`
  display: inline-block;
  margin-top: ${space(2)} !important;
  padding: ${space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  background: ${({ theme, $open }) => ($open ? theme.colors.successSoft : theme.colors.highlightSoft)};
  color: ${({ theme }) => theme.colors.ink} !important;
`;

export const StyledColumns = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${space(4, 5)};
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  gap: ${space(8)};
  align-items: start;

  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${space(4, 3)};
  }
`;

export const StyledCategoryNav = styled.nav`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  gap: ${space(2)};
  overflow-x: auto;
  padding: ${space(3, 0)};
  background: ${({ theme }) => theme.colors.page};

  a {
    flex: none;
    padding: ${space(2, 4)};
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    font-weight: 600;
  }
`;

export const StyledMenuSection = styled.section`
  scroll-margin-top: ${space(16)};
  margin-top: ${space(6)};

  h2 {
    font-size: 1.4rem;
    margin: 0 0 ${space(3)};
  }
`;

export const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${space(3)};
`;

export const StyledItem = styled.button`
  width: 100%;
  min-height: 72px;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3, 4)};
  text-align: left;
  font: inherit;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  strong {
    font-weight: 650;
  }

  span {
    flex: none;
    white-space: nowrap;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** An item's photo at the top of its tile: its place kept before it loads (4:3), so nothing moves. */
export const StyledItemPhoto = styled.img`
  flex: 1 0 100%;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

/** What the owner says of an item, under its name: two lines at most on the tile. */
export const StyledItemDescription = styled.small`
  flex: 1 0 100%;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9rem;
  line-height: 1.35;
`;

export const StyledOrderColumn = styled.aside`
  position: sticky;
  top: ${space(4)};
  display: grid;
  gap: ${space(4)};

  ${media.tablet} {
    position: static;
  }
`;

export const StyledPanel = styled.section`
  scroll-margin-top: ${space(4)};
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    font-size: 1.3rem;
    margin: 0 0 ${space(3)};
  }
`;

export const StyledCartLines = styled.ul`
  list-style: none;
  margin: 0 0 ${space(3)};
  padding: 0;
  display: grid;
  gap: ${space(3)};

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space(1, 3)};
    padding-bottom: ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const StyledStepper = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};

  button {
    min-width: 44px;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export const StyledProblem = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export const StyledTotals = styled(StyledFactList)`
  grid-template-columns: 1fr auto;

  dd {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }

  dt:last-of-type,
  dd:last-of-type {
    font-weight: 800;
    color: ${({ theme }) => theme.colors.ink};
    font-size: 1.1rem;
  }
`;

/** On a phone the order is below the menu: a bar keeps it one tap away. */
export const StyledCartBar = styled.a`
  display: none;

  ${media.tablet} {
    position: fixed;
    left: ${space(3)};
    right: ${space(3)};
    bottom: ${space(3)};
    z-index: 3;
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 52px;
    padding: ${space(0, 5)};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
    text-decoration: none;
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

/** The checkout's fields, one under another with room between them. */
export const StyledCheckout = styled.form`
  display: grid;
  gap: ${space(4)};

  p {
    margin: 0;
  }
`;
