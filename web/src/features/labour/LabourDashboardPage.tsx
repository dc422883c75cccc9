import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { TextField } from '../../ui/controls/Field';
import { formatCalendarDay, todayIn } from '../../ui/format/dates';
import { useAddressParams } from '../../ui/hooks/useAddressParams';
import { useNow } from '../../ui/hooks/useNow';
import { useRefreshWhileShown } from '../../ui/hooks/useRefreshWhileShown';
import { StyledDashboardPage } from '../../ui/layout/Dashboard';
import { LoadingState } from '../../ui/layout/Layout';
import { HubScreen, HubScreenHeading } from '../session/HubScreen';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { DayFigures } from './DayFigures';
import { EditShiftDialog } from './EditShiftDialog';
import { LabourRulesCard } from './LabourRulesCard';
import { LABOUR_DAY, type LabourDayView, type LabourShift } from './operations';
import { LABOUR_LOAD_FAILED } from './rules';
import { ShiftList } from './ShiftList';
import { WeekList } from './WeekList';
import { StyledLabourPanel, StyledMuted } from './Labour.styles';

const StyledDayBar = styled.div`
  margin-bottom: ${space(5)};
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${space(3, 4)};

  & > :first-child {
    flex: 0 1 16rem;
  }
`;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /LabourDashboard/:id (docs/decisions/0085-the-time-clock.md), for the owner and managers in the restaurant's
 * manager session, as revenue is: a day of the restaurant's calendar (today unless chosen, kept in the address),
 * its hours and cost against its sales, its shifts with Edit (a forgotten clock-out closed with the real time
 * and a reason), the week per person with overtime, and the labour rules.
 */
export function LabourDashboardPage() {
  return (
    <HubScreen screen="Labour">
      <LabourDashboard />
    </HubScreen>
  );
}

function LabourDashboard() {
  const { restaurantId } = useScopedSession();
  const { params, setParam } = useAddressParams();
  const asked = params.get('day');
  const day = asked && DAY_PATTERN.test(asked) ? asked : null;
  const labour = useQuery(LABOUR_DAY, { variables: { restaurantId, day }, fetchPolicy: 'cache-and-network' });
  useRefreshWhileShown(() => void labour.refetch().catch(() => undefined), 60_000);
  const now = useNow(60_000);
  const [editing, setEditing] = useState<LabourShift | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = labour.data?.labour;
  const chooseDay = (chosen: string) => setParam('day', chosen);

  return (
    <StyledDashboardPage>
      <HubScreenHeading title="Labour" />
      <StyledDayBar>
        <TextField
          label="Day"
          type="date"
          name="labourDay"
          value={shown?.day ?? day ?? ''}
          max={shown ? todayIn(shown.timeZone, new Date(now)) : undefined}
          onChange={(event) => chooseDay(event.target.value)}
        />
        {shown && (
          <StyledMuted>
            {formatCalendarDay(shown.day)} · {shown.timeZone} time
          </StyledMuted>
        )}
        {day && (
          <StyledButton type="button" $variant="ghost" onClick={() => chooseDay('')}>
            Today
          </StyledButton>
        )}
      </StyledDayBar>
      {note && <SuccessNote>{note}</SuccessNote>}
      {!shown ? (
        labour.error ? (
          <ErrorAlert>
            {failureMessage(labour.error, LABOUR_LOAD_FAILED)}
            <p>
              <StyledButton type="button" $variant="secondary" onClick={() => void labour.refetch()}>
                Try again
              </StyledButton>
            </p>
          </ErrorAlert>
        ) : (
          <LoadingState>Loading the labour…</LoadingState>
        )
      ) : (
        <LabourDay
          day={shown}
          now={now}
          onEdit={(shift) => {
            setNote(null);
            setEditing(shift);
          }}
        />
      )}
      <LabourRulesCard restaurantId={restaurantId} />
      {editing && shown && (
        <EditShiftDialog shift={editing} timeZone={shown.timeZone} onClose={() => setEditing(null)} onSaved={setNote} />
      )}
    </StyledDashboardPage>
  );
}

function LabourDay({ day, now, onEdit }: { day: LabourDayView; now: number; onEdit: (shift: LabourShift) => void }) {
  // Still on the clock from another day (a forgotten clock-out): closed from here whatever day is shown.
  const earlier = day.onNow.filter((open) => !day.shifts.some((s) => s.id === open.id));
  return (
    <>
      <DayFigures day={day} label="The day’s labour" />
      {earlier.length > 0 && (
        <StyledLabourPanel as="section" aria-labelledby="labour-earlier-heading">
          <h2 id="labour-earlier-heading">Still on the clock from another day</h2>
          <ShiftList shifts={earlier} timeZone={day.timeZone} now={now} label="Open shifts" onEdit={onEdit} />
        </StyledLabourPanel>
      )}
      <StyledLabourPanel as="section" aria-labelledby="labour-shifts-heading">
        <h2 id="labour-shifts-heading">Shifts</h2>
        {day.shifts.length === 0 ? (
          <StyledMuted data-labour="no-shifts">Nobody clocked in this day.</StyledMuted>
        ) : (
          <ShiftList shifts={day.shifts} timeZone={day.timeZone} now={now} label="The day’s shifts" onEdit={onEdit} />
        )}
      </StyledLabourPanel>
      <StyledLabourPanel as="section" aria-labelledby="labour-week-heading">
        <h2 id="labour-week-heading">The week</h2>
        <WeekList week={day.week} />
      </StyledLabourPanel>
    </>
  );
}
