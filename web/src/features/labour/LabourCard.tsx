import { useQuery } from '@apollo/client/react';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon } from '../../ui/controls/Icon';
import { useNow } from '../../ui/hooks/useNow';
import { useRefreshWhileShown } from '../../ui/hooks/useRefreshWhileShown';
import { LoadingState } from '../../ui/layout/Layout';
import { StyledRowList } from '../../ui/layout/Lists';
import { paths } from '../session/account';
import { NOBODY_ON_THE_CLOCK } from '../session/clock/rules';
import { LABOUR_DAY, type LabourDayView } from './operations';
import { DayFigures } from './DayFigures';
import { clockWords, isForgotten, LABOUR_LOAD_FAILED, overtimeLines } from './rules';
import { roleName } from './settingsRules';
import {
  StyledLabourPanel,
  StyledMark,
  StyledMarks,
  StyledMuted,
  StyledPanelHead,
  StyledPersonRow,
} from './Labour.styles';

/** How often the card asks again while it is shown: hours on the clock move by the minute. */
export const LABOUR_REFRESH_MS = 60_000;

/**
 * The hub's Labour card (docs/decisions/0085-the-time-clock.md), the owner's and managers': who is on the clock
 * now and since when on the restaurant's clock, today's hours and their cost against today's sales, the week's
 * overtime and who will reach it on this week's pace, a shift open past 12 hours asked about. Asked again every
 * minute while shown and when the window comes back; the Labour page has the day's shifts and their edits.
 */
export function LabourCard({ restaurantId }: { restaurantId: string }) {
  const { data, error, refetch } = useQuery(LABOUR_DAY, {
    variables: { restaurantId, day: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  useRefreshWhileShown(() => void refetch().catch(() => undefined), LABOUR_REFRESH_MS);
  const now = useNow(LABOUR_REFRESH_MS);
  const day = data?.labour;

  return (
    <StyledLabourPanel as="section" aria-labelledby="labour-heading" data-card="labour">
      <StyledPanelHead>
        <h2 id="labour-heading">Labour</h2>
        <ButtonLink to={paths.labour(restaurantId)} $variant="secondary">
          Labour
          <Icon name="clock" size={18} />
        </ButtonLink>
      </StyledPanelHead>
      {!day ? (
        error ? (
          <ErrorAlert>
            {failureMessage(error, LABOUR_LOAD_FAILED)}
            <p>
              <StyledButton type="button" $variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </StyledButton>
            </p>
          </ErrorAlert>
        ) : (
          <LoadingState>Loading the labour…</LoadingState>
        )
      ) : (
        <LabourToday day={day} now={now} />
      )}
    </StyledLabourPanel>
  );
}

function LabourToday({ day, now }: { day: LabourDayView; now: number }) {
  const overtime = overtimeLines(day.week.people);
  return (
    <>
      <DayFigures day={day} label="Today so far" />
      <h3 id="labour-on-now">On the clock now</h3>
      {day.onNow.length === 0 ? (
        <StyledMuted data-labour="nobody">{NOBODY_ON_THE_CLOCK}</StyledMuted>
      ) : (
        <StyledRowList aria-labelledby="labour-on-now">
          {day.onNow.map((shift) => (
            <StyledPersonRow key={shift.id} data-on-now={shift.employeeName}>
              <span>
                <strong>{shift.employeeName}</strong> {roleName(shift.role)} · since{' '}
                {clockWords(shift.clockInAt, day.timeZone, now)}
              </span>
              {shift.onBreak && <StyledMark $tone="break">On break</StyledMark>}
              {isForgotten(shift, now) && <StyledMark $tone="warning">Forgotten clock-out?</StyledMark>}
            </StyledPersonRow>
          ))}
        </StyledRowList>
      )}
      <StyledMuted data-labour="overtime">
        {overtime.over.length ? `Overtime this week: ${overtime.over.join(', ')}.` : 'No overtime this week.'}
      </StyledMuted>
      {overtime.coming.length > 0 && (
        <StyledMarks>
          {overtime.coming.map((name) => (
            <StyledMark key={name} $tone="coming" data-overtime-coming={name}>
              Overtime coming: {name}
            </StyledMark>
          ))}
        </StyledMarks>
      )}
    </>
  );
}
