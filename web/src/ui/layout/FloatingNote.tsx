import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/theme';

const StyledNote = styled.div<{ $at: 'top' | 'bottom'; $action: boolean }>`
  position: fixed;
  ${({ $at }) => $at}: ${space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  /* As wide as its words, up to the screen less a margin: centred with left 50%, it would wrap at half. */
  width: max-content;
  max-width: calc(100vw - ${space(8)});
  min-height: 44px;
  /* A button at the end sits closer to the pill's edge than words do. */
  padding: ${({ $action }) => ($action ? space(1, 2, 1, 5) : space(2, 5))};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;

  @media print {
    display: none;
  }
`;

interface FloatingNoteProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** Whether the note shows; its live region is always there, so a change is announced. */
  shown: boolean;
  /** The screen's edge it floats at, centred. */
  at: 'top' | 'bottom';
  /** A button at the note's end (night-coloured: NightButton). */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The one note that floats over every screen, a dark pill at the top or bottom edge (the connection's state,
 * a new version of the app). The status role sits on the note itself, so a screen's own status messages stay
 * the only ones while there is nothing to say.
 */
export function FloatingNote({ shown, at, action, children, ...note }: FloatingNoteProps) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {shown && (
        <StyledNote role="status" $at={at} $action={action !== undefined} {...note}>
          {children}
          {action}
        </StyledNote>
      )}
    </div>
  );
}
