import styled from 'styled-components';
import { StyledButton } from '../../ui/controls/Button';
import { formatDay } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { StyledRowList } from '../../ui/layout/Lists';
import type { LabourShift } from './operations';
import { breakWords, clockWords, costWords, hoursWords, isForgotten, managerNote, outWords } from './rules';
import { roleName } from './settingsRules';
import { StyledItemFacts, StyledLabourItem, StyledMark, StyledWho } from './Labour.styles';

const StyledNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.roleOther};
`;

interface Props {
  shifts: readonly LabourShift[];
  timeZone: string;
  now: number;
  label: string;
  onEdit: (shift: LabourShift) => void;
}

/** Shifts, one card each: who and the role, in and out, breaks, hours, cost, cash tips, what a manager did; Edit. */
export function ShiftList({ shifts, timeZone, now, label, onEdit }: Props) {
  return (
    <StyledRowList aria-label={label}>
      {shifts.map((shift) => {
        const when = clockWords(shift.clockInAt, timeZone, now);
        const note = managerNote(shift);
        return (
          <StyledLabourItem key={shift.id} data-shift={shift.employeeName} data-open={shift.clockOutAt === null}>
            <StyledWho>
              <strong>{shift.employeeName}</strong>
              <span>{roleName(shift.role)}</span>
              {shift.onBreak && <StyledMark $tone="break">On break</StyledMark>}
              {isForgotten(shift, now) && <StyledMark $tone="warning">Forgotten clock-out?</StyledMark>}
              {shift.lateForPeriod && (
                <StyledMark $tone="late">
                  Paid in the next period: belongs to {formatDay(shift.lateForPeriod)}
                </StyledMark>
              )}
            </StyledWho>
            <StyledButton
              type="button"
              $variant="secondary"
              aria-label={`Edit ${shift.employeeName}’s shift from ${when}`}
              onClick={() => onEdit(shift)}
            >
              Edit
            </StyledButton>
            <StyledItemFacts>
              <div>
                <dt>In</dt>
                <dd>{when}</dd>
              </div>
              <div>
                <dt>Out</dt>
                <dd data-fact="out">{outWords(shift, timeZone)}</dd>
              </div>
              <div>
                <dt>Breaks</dt>
                <dd>{breakWords(shift, timeZone)}</dd>
              </div>
              <div>
                <dt>Hours</dt>
                <dd data-fact="hours">{hoursWords(shift.workedMinutes)}</dd>
              </div>
              <div>
                <dt>Cost</dt>
                <dd data-fact="cost">{costWords(shift)}</dd>
              </div>
              <div>
                <dt>Cash tips</dt>
                <dd>{formatDollars(shift.cashTipsCents)}</dd>
              </div>
            </StyledItemFacts>
            {note && <StyledNote data-fact="manager">{note}</StyledNote>}
          </StyledLabourItem>
        );
      })}
    </StyledRowList>
  );
}
