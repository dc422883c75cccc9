import styled, { css } from 'styled-components';
import type { DisplayLine } from '../draft/orderView';
import { space } from '../../../theme/theme';
import { iconButtonLook } from '../../../ui/controls/Button';

export const StyledLine = styled.li<{ $status: DisplayLine['status'] }>`
  display: grid;
  gap: ${space(0.5)};
  padding-bottom: ${space(2)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.borderStrong};

  /* On its way or refused: marked at its edge (never faded, so it stays readable). A new order's lines, kept
     on the tablet until Print, are not marked: nothing waits on them. */
  ${({ $status, theme }) =>
    $status !== 'saved' &&
    $status !== 'kept' &&
    css`
      border-left: 4px ${$status === 'failed' ? 'solid' : 'dashed'}
        ${$status === 'failed' ? theme.colors.danger : theme.colors.highlight};
      padding-left: ${space(2)};
    `}
`;

/** A voided line stays on the receipt, struck through (docs/product.md#voids); its tag says so in words. */
export const StyledStruck = styled.div<{ $struck: boolean }>`
  display: grid;
  gap: ${space(0.5)};
  ${({ $struck, theme }) =>
    $struck &&
    css`
      text-decoration: line-through;
      color: ${theme.colors.inkMuted};

      @media print {
        color: inherit;
      }
    `}
`;

export const StyledVoidTag = styled.span`
  justify-self: start;
  font-size: 0.85em;
  font-weight: 800;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;

  @media print {
    color: inherit;
  }
`;

/** The title, its price, then as many 44 px buttons as the line has (discount, delete). */
export const StyledLineTop = styled.div<{ $actions: number }>`
  display: grid;
  grid-template-columns: 1fr auto ${({ $actions }) => 'auto '.repeat($actions)};
  align-items: start;
  gap: ${space(2)};
`;

export const StyledTitle = styled.span`
  font-weight: 750;
  overflow-wrap: anywhere;
`;

export const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-variant-numeric: tabular-nums;
  text-align: right;
  white-space: nowrap;
`;

export const StyledPart = styled.span<{ $depth: 1 | 2 }>`
  display: block;
  padding-left: ${({ $depth }) => ($depth === 1 ? space(4) : space(8))};
  overflow-wrap: anywhere;

  &::before {
    content: ${({ $depth }) => ($depth === 2 ? "'• '" : 'none')};
  }
`;

export const StyledNotes = styled.em`
  display: block;
  padding-left: ${space(4)};
  color: ${({ theme }) => theme.colors.inkMuted};

  @media print {
    color: inherit;
  }
`;

export const StyledOpen = styled.span`
  padding-left: ${space(4)};
  font-size: 0.85em;
  font-weight: 700;
  text-transform: uppercase;
`;

export const StyledLineStatus = styled.span<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  font-size: 0.85em;
  font-weight: 650;
  color: ${({ $failed, theme }) => ($failed ? theme.colors.danger : theme.colors.inkMuted)};
`;

export const StyledSmallButton = styled.button`
  min-height: 44px;
  padding: ${space(0, 3)};
  border: 1.5px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font-weight: 700;
  cursor: pointer;
`;

export const StyledRemove = styled.button`
  ${iconButtonLook}
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

/** The line's 'Discount' button, beside its delete icon. */
export const StyledDiscount = styled(StyledRemove)`
  color: ${({ theme }) => theme.colors.primary};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.inkMuted};
    cursor: not-allowed;
    background: transparent;
  }
`;
