import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { iconButtonLook } from './Button';
import { Icon } from './Icon';

const StyledDialog = styled.dialog<{ $wide: boolean; $steady: boolean }>`
  width: min(${({ $wide }) => ($wide ? '760px' : '560px')}, calc(100vw - ${space(8)}));
  max-height: calc(100dvh - ${space(8)});
  margin: auto;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  overflow: hidden;

  /* The content scrolls; the footer, when there is one, stays below it in view. */
  &[open] {
    display: flex;
    flex-direction: column;
  }

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  /* A steady dialog hangs from a fixed top: a longer answer in it grows it downwards, moving nothing above. */
  ${({ $steady }) =>
    $steady
      ? `margin-top: min(8dvh, ${space(16)}); max-height: calc(100dvh - min(8dvh, ${space(16)}) - ${space(4)});`
      : ''}

  ${media.phone} {
    width: calc(100vw - ${space(4)});
    max-height: calc(100dvh - ${space(4)});
    ${({ $steady }) => ($steady ? `height: calc(100dvh - ${space(4)}); margin-top: auto;` : '')}
  }
`;

const StyledInner = styled.div<{ $footed: boolean }>`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  display: grid;
  gap: ${space(4)};
  padding: ${({ $footed }) => ($footed ? space(7, 7, 4) : space(7, 7, 6))};

  ${media.phone} {
    padding: ${({ $footed }) => ($footed ? space(6, 4, 3) : space(6, 4, 4))};
  }
`;

/** Below the content, never scrolled away: a form's Cancel and main action. */
const StyledFooter = styled.div`
  flex: none;
  padding: ${space(4, 7, 6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  ${media.phone} {
    padding: ${space(3, 4, 4)};
  }
`;

const StyledHeader = styled.div`
  /* Room for the close button, which comes last in the DOM (first focus goes to the form). */
  padding-right: ${space(11)};

  h2 {
    margin: 0;
    font-size: 1.5rem;
  }

  p {
    margin: ${space(2, 0, 0)};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledClose = styled.button`
  position: absolute;
  z-index: 1;
  top: ${space(4)};
  right: ${space(4)};
  ${iconButtonLook}
  color: ${({ theme }) => theme.colors.inkMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** The row of buttons at the bottom of a dialog: the main action last (rightmost). */
export const StyledModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};

  ${media.phone} {
    flex-direction: column-reverse;

    & > * {
      width: 100%;
    }
  }
`;

interface ModalProps {
  title: string;
  description?: ReactNode;
  /** Escape, the close button and Cancel all call this. */
  onClose: () => void;
  children: ReactNode;
  /** Kept in view below the content however long it is (a form's actions). */
  footer?: ReactNode;
  /** A long read with nothing to focus inside (a report): its scrolling body takes the keyboard focus. */
  readable?: boolean;
  /** Two columns side by side on a tablet (the time clock: who is on beside the PIN pad). */
  wide?: boolean;
  /**
   * Lines come and go while it stays open (the time clock's answers, who is on): it hangs from a fixed top (on a
   * phone it is as tall as the screen), so nothing in it moves under a finger as it grows or shrinks.
   */
  steady?: boolean;
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, makes
 * the page behind inert and closes on Escape. Render it only while it is open.
 * Focus starts on the element marked data-autofocus, else the first field,
 * else the first button, and goes back to where it was when the dialog closes.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  footer,
  readable,
  wide = false,
  steady = false,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // A dialog without fields (a confirmation) starts on its first button: Cancel, the safe one.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])') ??
      dialog.querySelector<HTMLElement>('button:not([disabled])');
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  return (
    <StyledDialog
      ref={ref}
      $wide={wide}
      $steady={steady}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it unmounts the dialog).
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <StyledInner $footed={footer !== undefined} tabIndex={readable ? 0 : undefined}>
        <StyledHeader>
          <h2 id={titleId}>{title}</h2>
          {description && <p id={descriptionId}>{description}</p>}
        </StyledHeader>
        {children}
      </StyledInner>
      {footer !== undefined && <StyledFooter>{footer}</StyledFooter>}
      <StyledClose type="button" aria-label="Close" onClick={() => onCloseRef.current()}>
        <Icon name="close" size={22} />
      </StyledClose>
    </StyledDialog>
  );
}
