import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from './Alert';
import { PageTitle } from '../layout/Layout';
import { PinPad } from './PinPad';

const StyledGate = styled.div`
  flex: 1;
  display: grid;
  place-content: center;
  /* The track is as wide as the card's content could be; the card (at most 420 px) sits in its middle. */
  justify-items: center;
  gap: ${space(5)};
  padding: ${space(8, 4)};

  ${media.phone} {
    place-content: start stretch;
    padding: ${space(6, 4)};
  }
`;

const StyledGateCard = styled.section`
  display: grid;
  gap: ${space(4)};
  width: min(100%, 420px);
  padding: ${space(8, 7)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.7rem;
  }

  h2 {
    margin: 0;
    font-size: 1.15rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }

  ${media.phone} {
    padding: ${space(6, 4)};
  }
`;

interface PinGateProps {
  /** The document title while the PIN is asked for. */
  documentTitle: string;
  /** The card's heading: the restaurant's name, or the screen's while it loads. */
  heading: string;
  /** A line under the heading, e.g. the prompt the product documents. */
  prompt?: string;
  /** Who may enter. */
  note: string;
  /** Why the last session ended, when the server ended it. */
  endedMessage: string | null;
  failure: string;
  onSubmit: (pin: string) => Promise<void>;
  /** A way elsewhere for whoever does not know the PIN (no dead end), under the card. */
  back?: ReactNode;
  /** What else the card offers without opening the screen (the Time clock), under the pad. */
  aside?: ReactNode;
}

/**
 * The PIN card in front of a terminal screen (the cashier's, the drivers'):
 * the restaurant's name, who may enter, and the PIN pad, whose Enter submits.
 */
export function PinGate({
  documentTitle,
  heading,
  prompt,
  note,
  endedMessage,
  failure,
  onSubmit,
  back,
  aside,
}: PinGateProps) {
  const titleId = useId();
  return (
    <StyledGate>
      <PageTitle>{documentTitle}</PageTitle>
      <StyledGateCard aria-labelledby={titleId}>
        <h1 id={titleId}>{heading}</h1>
        {prompt && <h2>{prompt}</h2>}
        <p>{note}</p>
        {endedMessage && <ErrorAlert>{endedMessage}</ErrorAlert>}
        <PinPad label="PIN" submitLabel="Enter" busyLabel="Checking…" failure={failure} onSubmit={onSubmit} />
        {aside}
      </StyledGateCard>
      {back}
    </StyledGate>
  );
}
