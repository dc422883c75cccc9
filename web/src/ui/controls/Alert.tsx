import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/theme';

const StyledAlert = styled.div`
  display: flex;
  gap: ${space(2)};
  align-items: flex-start;
  padding: ${space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 550;
  /* Clear of the sticky top bar when scrolled into view. */
  scroll-margin: ${space(24, 0, 6)};

  p {
    margin: 0;
  }
`;

const StyledNote = styled(StyledAlert)`
  border-color: ${({ theme }) => theme.colors.successBorder};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const StyledMark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: currentColor;

  svg {
    color: ${({ theme }) => theme.colors.surface};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${space(1)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * Brings a new message into view: on a phone the form's submit button is often
 * a screen away from the message at the top of the form.
 */
function useRevealed(content: ReactNode) {
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof content === 'string' ? content : null;
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [text]);
  return ref;
}

/** A failure the person should read now: announced at once, shown in red. */
export function ErrorAlert({ children }: { children: ReactNode }) {
  const ref = useRevealed(children);
  return (
    <StyledAlert role="alert" ref={ref}>
      <StyledMark aria-hidden="true">
        <svg width="12" height="12" viewBox="0 0 12 12">
          <path d="M6 2.5v4.2M6 9.2v.1" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
        </svg>
      </StyledMark>
      <StyledBody>{children}</StyledBody>
    </StyledAlert>
  );
}

/** A success or neutral note: announced politely. */
export function SuccessNote({ children }: { children: ReactNode }) {
  const ref = useRevealed(children);
  return (
    <StyledNote role="status" ref={ref}>
      <StyledMark aria-hidden="true">
        <svg width="12" height="12" viewBox="0 0 12 12">
          <path
            d="M2.5 6.2 5 8.5l4.5-5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            fill="none"
          />
        </svg>
      </StyledMark>
      <StyledBody>{children}</StyledBody>
    </StyledNote>
  );
}
