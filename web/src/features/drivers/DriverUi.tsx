import styled from 'styled-components';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { TimeClockButton } from '../session/clock/TimeClock';

/** The pieces the driver screens share. */

/** A driver screen's page: the full width of a tablet, thumb room on a phone. */
export const StyledDriverPage = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${space(7, 6, 10)};

  ${media.phone} {
    padding: ${space(4, 3, 8)};
  }
`;

export const StyledEmptyList = styled.p`
  margin: 0;
  padding: ${space(10, 4)};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

/** A side panel (Out of Delivery; the Cashout button and Print Orders). */
export const StyledPanel = styled.section`
  display: grid;
  gap: ${space(3)};
  padding: ${space(5)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const StyledMoney = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-weight: 800;
`;

/** The screen's success and failure notes, clear of what follows. */
export const StyledMessages = styled.div`
  display: grid;
  gap: ${space(2)};
  margin-bottom: ${space(4)};
`;

/** What went wrong, and whether it is the time clock's (the driver off it, or on a break). */
export interface DriverFailure {
  text: string;
  clock: boolean;
}

/** The screen's failure, with the time clock beside the server's words when the clock refused, and its note. */
export function DriverMessages({ failure, notice }: { failure: DriverFailure | null; notice: string | null }) {
  if (!failure && !notice) return null;
  return (
    <StyledMessages>
      {failure && (
        <ErrorAlert>
          {failure.text}
          {failure.clock && (
            <p>
              <TimeClockButton />
            </p>
          )}
        </ErrorAlert>
      )}
      {notice && <SuccessNote>{notice}</SuccessNote>}
    </StyledMessages>
  );
}
