import { useId } from 'react';
import styled from 'styled-components';
import type { ClockBoardQuery } from '../../../graphql/generated/graphql';
import { space } from '../../../theme/theme';
import { NOBODY_ON_THE_CLOCK, onClockWords } from './rules';

export type OnTheClock = ClockBoardQuery['clockBoard'];

const StyledBoard = styled.section`
  display: grid;
  align-content: start;
  gap: ${space(2)};
  min-height: 0;

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledPeople = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space(2)};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(1, 2)};
    padding: ${space(2, 3)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  span {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledBreak = styled.strong`
  padding: ${space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.highlightSoft};
  color: ${({ theme }) => theme.colors.roleOther};
  font-size: 0.85rem;
`;

interface ClockBoardProps {
  /** Undefined until the first answer. */
  people: OnTheClock | undefined;
  /** The board could not be read (no answer from Zest POS). */
  failed: boolean;
  timeZone: string | null | undefined;
}

/** Who is on the clock now, first in first: name, role, since when on the restaurant's clock, on a break. */
export function ClockBoard({ people, failed, timeZone }: ClockBoardProps) {
  const headingId = useId();
  return (
    <StyledBoard aria-labelledby={headingId}>
      <h3 id={headingId}>On the clock now</h3>
      {!people ? (
        <p>{failed ? 'Who is on shows when Zest POS answers.' : 'Loading who is on…'}</p>
      ) : people.length === 0 ? (
        <p>{NOBODY_ON_THE_CLOCK}</p>
      ) : (
        <StyledPeople aria-labelledby={headingId}>
          {people.map((person) => (
            <li key={person.employeeId}>
              <strong>{person.name}</strong>
              <span>{onClockWords(person.role, person.since, timeZone)}</span>
              {person.onBreak && <StyledBreak>On break</StyledBreak>}
            </li>
          ))}
        </StyledPeople>
      )}
    </StyledBoard>
  );
}
