import styled, { css, keyframes } from 'styled-components';
import { media, space } from '../../theme/theme';
import { visuallyHidden } from '../layout/visuallyHidden';

/** The PIN pad's looks (PinPad.tsx); the cash drawer's money pad shares its keys. */

const shake = keyframes`
  10%, 90% { transform: translateX(-2px); }
  20%, 80% { transform: translateX(4px); }
  30%, 50%, 70% { transform: translateX(-8px); }
  40%, 60% { transform: translateX(8px); }
`;

export const StyledPad = styled.div`
  display: grid;
  gap: ${space(4)};
  width: min(100%, 340px);
  margin: 0 auto;

  ${media.phone} {
    dialog & {
      gap: ${space(3)};
    }
  }

  /* Focused only to keep a field's keyboard away (autoFocus): no ring around the whole pad. */
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const StyledDots = styled.div<{ $shaking: boolean }>`
  display: flex;
  justify-content: center;
  gap: ${space(3)};
  min-height: 28px;
  ${({ $shaking }) =>
    $shaking &&
    css`
      animation: ${shake} 0.45s ease-in-out;
    `}
`;

export const StyledDot = styled.span<{ $filled: boolean }>`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.ink};
  background: ${({ $filled, theme }) => ($filled ? theme.colors.ink : 'transparent')};
`;

export const StyledKeys = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(3)};

  /* A PIN dialog on a phone shares the screen with what the PIN is for: keys stay thumb-sized, not more. */
  ${media.phone} {
    dialog & {
      gap: ${space(2)};
    }
  }
`;

export const StyledKey = styled.button`
  display: grid;
  place-items: center;
  min-height: 64px;
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.7rem;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  &:active:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  ${media.phone} {
    dialog & {
      min-height: 48px;
    }
  }
`;

export const StyledSmallKey = styled(StyledKey)`
  font-size: 1rem;
`;

export const StyledWait = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.danger};
  font-variant-numeric: tabular-nums;
`;

/**
 * Under the main key, a place kept for what the last PIN did or why it was refused: a message coming or going
 * moves no key (a pad that stays open for the next person).
 */
export const StyledSaid = styled.div`
  display: grid;
  align-content: start;
  /* Two lines of an answer ("Carla clocked in as cashier at 5:02 PM.") in a pad's width. */
  min-height: 5.75rem;
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
