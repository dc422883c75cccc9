import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { BusinessDayCardFragment } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { formatDayTime } from '../../ui/format/dates';
import { LoadingState } from '../../ui/layout/Layout';
import { StyledRowList } from '../../ui/layout/Lists';
import { Modal } from '../../ui/controls/Modal';
import { formatDollars } from '../../ui/format/money';
import { PrintPaper, usePrintJob } from '../../ui/layout/PrintPaper';
import { visuallyHidden } from '../../ui/layout/visuallyHidden';
import { BUSINESS_DAYS, CLOSE_DAY, Z_REPORT } from './operations';
import { ZReportView } from './ZReportView';
import { dayLabel } from './zReport';

const StyledClose = styled.section`
  display: grid;
  gap: ${space(4)};
  margin-top: ${space(10)};
  padding: ${space(6)};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
  }

  p {
    margin: 0;
  }

  ${media.phone} {
    padding: ${space(4)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledDays = styled(StyledRowList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2, 4)};
    padding: ${space(3, 4)};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

/**
 * Close the day (docs/product.md#close-the-day), on the revenue screen: the
 * open business day's Z report as a preview, the close (for the owner or a
 * manager session, with a confirmation the same finger cannot hit by
 * accident), and the days already closed with their kept Z reports, each
 * printable on the 350 px paper.
 */
export function CloseDaySection({ restaurantId }: { restaurantId: string }) {
  const days = useQuery(BUSINESS_DAYS, { variables: { restaurantId }, fetchPolicy: 'cache-and-network' });
  const openDay = days.data?.businessDays.openDay;
  const preview = useQuery(Z_REPORT, {
    variables: { restaurantId, day: openDay ?? '' },
    skip: !openDay,
    fetchPolicy: 'cache-and-network',
  });
  const [closeDay, closing] = useMutation(CLOSE_DAY);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<BusinessDayCardFragment | null>(null);
  const [printJob, setPrintJob] = useState<{ day: BusinessDayCardFragment } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePrintJob(printJob, () => undefined);

  const close = async () => {
    if (!openDay) return;
    setFailure(null);
    try {
      const { data } = await closeDay({ variables: { restaurantId, day: openDay } });
      setConfirming(false);
      if (data) {
        setNote(
          `${dayLabel(openDay)} is closed. Its Z report is kept as it is now; what happens next counts on the next day.`,
        );
        setShown(data.closeDay);
      }
      await Promise.all([days.refetch(), preview.refetch()]);
    } catch (error) {
      setConfirming(false);
      setFailure(failureMessage(error, 'The day could not be closed. Try again.'));
    }
  };

  if (!days.data) {
    if (days.error)
      return <ErrorAlert>{failureMessage(days.error, 'We could not load the business days.')}</ErrorAlert>;
    return <LoadingState>Loading the business days…</LoadingState>;
  }
  const z = preview.data?.zReport.z;
  // Closed through today: the next day is open but has not begun, so there is nothing to close yet.
  const begun = !!openDay && openDay <= days.data.businessDays.today;
  return (
    <StyledClose aria-labelledby="close-day-heading">
      <h2 id="close-day-heading">Close the day</h2>
      {note && <SuccessNote>{note}</SuccessNote>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <p>
        Open business day: <strong>{openDay ? dayLabel(openDay) : '—'}</strong>
        {z && (
          <>
            {' '}
            · {z.orders.count} {z.orders.count === 1 ? 'order' : 'orders'} · {formatDollars(z.totalCents)}
          </>
        )}
      </p>
      <p>
        Closing keeps the day’s Z report for good. After it, a void, a change or an offline paper of the day counts on
        the next open day, naming this one.
      </p>
      <StyledActions>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={!preview.data}
          onClick={() => preview.data && setShown(preview.data.zReport)}
        >
          Preview the Z report
        </StyledButton>
        {begun && (
          <StyledButton type="button" onClick={() => setConfirming(true)}>
            Close {dayLabel(openDay)}
          </StyledButton>
        )}
      </StyledActions>
      {!begun && openDay && <p>{dayLabel(openDay)} has not begun yet: it can be closed once it has.</p>}
      <h3>Closed days</h3>
      {days.data.businessDays.closed.length === 0 ? (
        <p>No day has been closed yet.</p>
      ) : (
        <StyledDays>
          {days.data.businessDays.closed.map((day) => (
            <li key={day.day} data-day={day.day}>
              <span>
                <strong>{dayLabel(day.day)}</strong> · {day.z.orders.count} orders · {formatDollars(day.z.totalCents)}
                <br />
                Closed {formatDayTime(day.closedAt, day.z.restaurant.timeZone)}
                {day.closedBy ? ` by ${day.closedBy}` : ''}
              </span>
              <StyledButton type="button" $variant="ghost" onClick={() => setShown(day)}>
                Z report
                <StyledHidden> of {dayLabel(day.day)}</StyledHidden>
              </StyledButton>
            </li>
          ))}
        </StyledDays>
      )}
      {confirming && openDay && (
        <Modal
          title={`Close ${dayLabel(openDay)}?`}
          description="Its Z report is kept as it is now and never changes again."
          onClose={() => setConfirming(false)}
          footer={
            <>
              <StyledButton type="button" $variant="ghost" onClick={() => setConfirming(false)}>
                Keep it open
              </StyledButton>
              <StyledButton type="button" disabled={closing.loading} onClick={() => void close()}>
                {closing.loading ? 'Closing…' : `Close ${dayLabel(openDay)}`}
              </StyledButton>
            </>
          }
        >
          <p>
            {z
              ? `${z.orders.count} orders, ${formatDollars(z.totalCents)}; voids ${formatDollars(z.voids.cents)}, discounts ${formatDollars(z.discounts.cents)}.`
              : 'Working out the day…'}{' '}
            Every cash drawer of the day must be closed first.
          </p>
        </Modal>
      )}
      {shown && (
        <Modal
          title={shown.closed ? 'Z report' : 'Z report (preview)'}
          readable
          onClose={() => setShown(null)}
          footer={
            <>
              <StyledButton type="button" $variant="ghost" onClick={() => setShown(null)}>
                Done
              </StyledButton>
              <StyledButton type="button" onClick={() => setPrintJob({ day: shown })}>
                Print
              </StyledButton>
            </>
          }
        >
          <ZReportView day={shown} />
        </Modal>
      )}
      {printJob && (
        <PrintPaper>
          <ZReportView day={printJob.day} print />
        </PrintPaper>
      )}
    </StyledClose>
  );
}
