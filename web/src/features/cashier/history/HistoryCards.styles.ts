import styled, { css } from 'styled-components';
import { space } from '../../../theme/theme';
import { StyledButton } from '../../../ui/controls/Button';

/** The card opens the order; its buttons sit above the card's link. */
export const StyledCard = styled.article<{ $voided: boolean }>`
  position: relative;
  display: grid;
  gap: ${space(2)};
  height: 100%;
  padding: ${space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  /* A voided order is marked at its edge too; its badge says VOID in words. */
  ${({ $voided, theme }) =>
    $voided &&
    css`
      border-left: 6px solid ${theme.colors.danger};
    `}
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  h3 {
    margin: 0;
    font-size: 1.45rem;
  }

  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;

    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
  }

  p {
    margin: 0;
  }
`;

export const StyledCardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.92rem;
`;

export const StyledNoWrap = styled.span`
  white-space: nowrap;
`;

export const StyledTotal = styled.p<{ $voided: boolean }>`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 1.35rem;
  font-weight: 800;
  text-decoration: ${({ $voided }) => ($voided ? 'line-through' : 'none')};
`;

export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${space(2)};
`;

export const StyledVoidNote = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const StyledCardActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(1)};
`;

export const StyledTakeBack = styled(StyledButton)`
  color: ${({ theme }) => theme.colors.danger};
  border-color: ${({ theme }) => theme.colors.dangerBorder};
`;

/** Where a deleted card was: the same size, so nothing moves under the finger. */
export const StyledGone = styled.div<{ $height: number }>`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${space(1)};
  height: 100%;
  min-height: ${({ $height }) => `${$height}px`};
  padding: ${space(4, 5)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};

  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: 1.2rem;
    text-decoration: line-through;
  }
`;

export const StyledEmpty = styled.p`
  padding: ${space(10, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

export const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space(6)};
`;
