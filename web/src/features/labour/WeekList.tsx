import { formatDayRange } from '../../ui/format/dates';
import { formatDollars } from '../../ui/format/money';
import { StyledRowList } from '../../ui/layout/Lists';
import type { LabourDayView } from './operations';
import { hoursWords, weeklyLimitWords } from './rules';
import { roleName } from './settingsRules';
import { StyledItemFacts, StyledLabourItem, StyledMark, StyledMuted, StyledWho } from './Labour.styles';

/**
 * The week per person (from Monday, on the restaurant's calendar): hours, regular and overtime, what they cost,
 * and who will pass the weekly overtime limit on this week's pace.
 */
export function WeekList({ week }: { week: LabourDayView['week'] }) {
  return (
    <>
      <StyledMuted>
        {formatDayRange(week.startsOn, week.endsOn)} · overtime past {weeklyLimitWords(week.weeklyOvertimeMinutes)}
      </StyledMuted>
      {week.people.length === 0 ? (
        <StyledMuted data-labour="week-empty">Nobody has worked this week yet.</StyledMuted>
      ) : (
        <StyledRowList aria-label="The week per person">
          {week.people.map((p) => (
            <StyledLabourItem key={p.employeeId} data-person={p.name}>
              <StyledWho>
                <strong>{p.name}</strong>
                <span>{p.roles.map(roleName).join(', ')}</span>
                {p.overtimeComing && <StyledMark $tone="coming">Overtime coming</StyledMark>}
              </StyledWho>
              <StyledItemFacts>
                <div>
                  <dt>Hours</dt>
                  <dd>{hoursWords(p.workedMinutes)}</dd>
                </div>
                <div>
                  <dt>Regular</dt>
                  <dd>{hoursWords(p.regularMinutes)}</dd>
                </div>
                <div>
                  <dt>Overtime</dt>
                  <dd data-fact="overtime">{hoursWords(p.overtimeMinutes)}</dd>
                </div>
                <div>
                  <dt>Cost</dt>
                  <dd data-fact="cost">{formatDollars(p.costCents)}</dd>
                </div>
              </StyledItemFacts>
            </StyledLabourItem>
          ))}
        </StyledRowList>
      )}
    </>
  );
}
