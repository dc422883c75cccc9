import styled, { css } from 'styled-components';
import { media, space } from '../../../theme/theme';
import { visuallyHidden } from '../../../ui/layout/visuallyHidden';

export const StyledOptionHeading = styled.h4`
  margin: ${space(2, 0, 0)};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: 1.05rem;
  font-weight: 750;
`;

export const StyledSearchLabel = styled.label`
  ${visuallyHidden}
`;

export const StyledSearch = styled.input`
  width: 100%;
  min-height: 48px;
  padding: ${space(2, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1rem;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A choice among a few, as big toggle buttons. */
/** Sold out (docs/decisions/0061-sold-out.md): greyed and dashed, the words in place of its price. */
export const soldOutLook = css`
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-style: dashed;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledChoice = styled.button<{ $chosen: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  min-width: 60px;
  padding: ${space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  cursor: pointer;
  touch-action: manipulation;
  /* A quick double tap selects no text. */
  user-select: none;
  -webkit-user-select: none;
  ${soldOutLook}

  small {
    font-size: 0.82rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};

      &:hover {
        background: ${theme.colors.primaryHover};
      }
    `}
`;

export const StyledRows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};
`;

export const StyledToppingRow = styled.li<{ $picked: boolean }>`
  display: grid;
  grid-template-columns: minmax(88px, 1fr) auto;
  align-items: center;
  gap: ${space(2, 3)};
  padding: ${space(2, 3)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ $picked, theme }) => ($picked ? theme.colors.primarySoft : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

export const StyledToppingName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledPlacement = styled(StyledButtons)`
  grid-column: 1 / -1;
  justify-content: flex-end;
  align-items: center;

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.88rem;
  }

  ${media.phone} {
    span {
      flex-basis: 100%;
      text-align: right;
    }
  }
`;

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const StyledSideGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;
