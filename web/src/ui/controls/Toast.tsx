import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media, space } from '../../theme/theme';
import { NoteStrip } from '../layout/noteStrip';

const StyledToast = styled.div<{ $plain: boolean; $inStrip: boolean; $alert: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  font-weight: 600;

  ${({ $inStrip, $plain, theme }) =>
    $inStrip
      ? css`
          /* Light on the dark strip, two lines within its height: a note appears without moving anything. */
          min-height: 48px;
          max-width: 100%;
          padding: ${$plain ? space(1, 5) : space(0.5, 0.5, 0.5, 5)};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.highlightSoft};
          color: ${theme.colors.ink};
          font-size: 0.95rem;
          line-height: 1.25;

          ${media.phone} {
            font-size: 0.85rem;
          }
        `
      : css`
          position: fixed;
          left: ${space(4)};
          bottom: ${space(14)};
          z-index: 40;
          max-width: min(560px, calc(100vw - ${space(8)}));
          padding: ${$plain ? space(3, 5) : space(2, 2, 2, 5)};
          border-radius: ${theme.radii.pill};
          background: ${theme.colors.night};
          color: ${theme.colors.onNight};
          box-shadow: ${theme.shadows.raised};

          ${media.phone} {
            bottom: ${space(24)};
          }
        `}

  ${({ $alert, theme }) =>
    $alert &&
    css`
      background: ${theme.colors.dangerSoft};
      color: ${theme.colors.danger};
    `}

  @media print {
    display: none;
  }
`;

const StyledAction = styled.button`
  flex: none;
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
  /** How long it stays, in ms; then onTimeout. Without one it stays while what it says is true (e.g. 'Saving…'). */
  duration?: number;
  onTimeout?: () => void;
  /** What went wrong, not what was done: announced at once (an alert), in the danger colours. */
  alert?: boolean;
}

/**
 * A short note, with one action, e.g. "Removed Large Pizza · Undo"
 * (docs/product.md#adding-items): mistakes are undone, not confirmed; or none,
 * to confirm what a tap did. Announced politely; it leaves by itself. On the
 * terminal screens it sits in the bottom strip (NoteStrip), clear of every
 * control; elsewhere at the bottom left.
 */
export function Toast({ children, actionLabel, onAction, duration, onTimeout, alert = false }: ToastProps) {
  const strip = useContext(NoteStrip);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });
  useEffect(() => {
    if (duration === undefined) return;
    const timer = window.setTimeout(() => onTimeoutRef.current?.(), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);
  const note = (
    <StyledToast role={alert ? 'alert' : 'status'} data-note="" $plain={!actionLabel} $inStrip={!!strip} $alert={alert}>
      <span>{children}</span>
      {actionLabel && onAction && (
        <StyledAction type="button" onClick={onAction}>
          {actionLabel}
        </StyledAction>
      )}
    </StyledToast>
  );
  return strip ? createPortal(note, strip) : note;
}
