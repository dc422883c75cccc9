import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../theme/theme';

const StyledToast = styled.div<{ $plain: boolean }>`
  position: fixed;
  left: ${space(4)};
  bottom: ${space(14)};
  z-index: 40;
  display: flex;
  align-items: center;
  gap: ${space(4)};
  max-width: min(560px, calc(100vw - ${space(8)}));
  padding: ${({ $plain }) => ($plain ? space(3, 5) : space(2, 2, 2, 5))};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;

  ${media.phone} {
    bottom: ${space(24)};
  }

  @media print {
    display: none;
  }
`;

const StyledAction = styled.button`
  min-height: 44px;
  padding: ${space(0, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 700;
  cursor: pointer;
`;

interface ToastProps {
  children: ReactNode;
  /** Without one it only confirms (e.g. 'Schedule time saved'). */
  actionLabel?: string;
  onAction?: () => void;
  /** How long it stays, in ms; then onTimeout. */
  duration: number;
  onTimeout: () => void;
}

/**
 * A short note at the bottom left of the screen (clear of a panel on the right), with one action, e.g. "Removed
 * Large Pizza · Undo" (docs/product.md#adding-items): mistakes are undone, not
 * confirmed; or none, to confirm what a tap did. Announced politely; it leaves by itself.
 */
export function Toast({ children, actionLabel, onAction, duration, onTimeout }: ToastProps) {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => onTimeoutRef.current(), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);
  return (
    <StyledToast role="status" $plain={!actionLabel}>
      <span>{children}</span>
      {actionLabel && onAction && (
        <StyledAction type="button" onClick={onAction}>
          {actionLabel}
        </StyledAction>
      )}
    </StyledToast>
  );
}
