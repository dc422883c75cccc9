import styled from 'styled-components';
import { media, space } from '../../../theme/theme';

export const StyledDetail = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${space(3)};
  /* On a tablet and up: what the middle column has left below the order type. */
  flex: 1 1 0;
  min-height: 360px;
  /* The second tap of a double tap on a tile lands here: it selects no heading's text. */
  user-select: none;
  -webkit-user-select: none;

  input,
  textarea {
    user-select: text;
    -webkit-user-select: text;
  }

  ${media.tablet} {
    flex: none;
    /* The screen above the grand total bar, measured (useFitsScreen). */
    height: var(--screen-height, auto);
  }
`;

export const StyledDetailTop = styled.div`
  display: grid;
  gap: ${space(2)};
`;

export const StyledDetailBody = styled.div`
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  display: grid;
  align-content: start;
  gap: ${space(3)};
  /* Room for the focus ring of what touches the edge. */
  padding: ${space(1)};
`;

export const StyledSizes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledAddBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  row-gap: ${space(2)};
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  /* One row on a phone too: more of the choices stay in view above it. */
  ${media.phone} {
    flex-wrap: nowrap;
    gap: ${space(2)};
    padding: ${space(2, 3)};

    & > button {
      padding: ${space(0, 4)};
    }
  }
`;

export const StyledTotal = styled.p`
  margin: 0;
  display: grid;

  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.nightMuted};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 1.5rem;
  }
`;

export const StyledQuantity = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};

  & > span {
    font-weight: 700;
  }

  output {
    min-width: 2ch;
    font-size: 1.3rem;
    font-weight: 800;
    text-align: center;
  }
`;

export const StyledStep = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.4rem;
  font-weight: 700;
  cursor: pointer;
  user-select: none;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const StyledItem = styled.div`
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  h4 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1.05rem;
  }
`;
