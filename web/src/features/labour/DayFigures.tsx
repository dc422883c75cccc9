import { formatDollars } from '../../ui/format/money';
import type { LabourDayView } from './operations';
import { hoursWords, salesWords } from './rules';
import { StyledFigures } from './Labour.styles';

/** A day's hours, what they cost and labour against the day's sales: the server's figures, the card's and the page's. */
export function DayFigures({ day, label }: { day: LabourDayView; label: string }) {
  return (
    <StyledFigures aria-label={label}>
      <div>
        <dt>Hours</dt>
        <dd data-labour="hours">{hoursWords(day.workedMinutes)}</dd>
      </div>
      <div>
        <dt>Labour cost</dt>
        <dd data-labour="cost">{formatDollars(day.costCents)}</dd>
      </div>
      <div>
        <dt>Against sales</dt>
        <dd data-labour="percent">{salesWords(day)}</dd>
      </div>
    </StyledFigures>
  );
}
