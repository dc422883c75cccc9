import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { failureMessage } from '../../graphql/errors';
import { space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { FormDialog } from '../../ui/controls/FormDialog';
import { StyledDashboardPage } from '../../ui/layout/Dashboard';
import { FigureSection } from '../../ui/layout/FigureTable';
import { LoadingState } from '../../ui/layout/Layout';
import { HubScreen, HubScreenHeading } from '../session/HubScreen';
import { useScopedSession } from '../session/ScopedSessionProvider';
import { CLOSE_PAY_PERIOD, PAY_PERIOD, PAYROLL_CSV } from './operations';
import { PeopleTable, TipsByDayTable } from './PayrollTables';
import { neighbourPeriod, periodWords } from './rules';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(6)};

  p {
    margin: 0;
    flex: 1 1 16rem;
    font-weight: 700;
  }

  @media print {
    button {
      display: none;
    }
  }
`;

const StyledSection = styled(FigureSection)`
  margin-bottom: ${space(8)};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/**
 * /PayrollDashboard/:id (docs/decisions/0085-the-time-clock.md): a pay period's payroll for the owner
 * and managers, in the hub's manager session — hours per role and rate with overtime, cash and card tips after
 * the pool, drivers' reimbursements — with the file for the payroll service, a printable page, and closing it.
 */
export default function PayrollPage() {
  return (
    <HubScreen screen="Payroll">
      <Payroll />
    </HubScreen>
  );
}

function Payroll() {
  const { restaurantId } = useScopedSession();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('period');
  const startsOn = wanted && /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? wanted : null;
  const read = useQuery(PAY_PERIOD, { variables: { restaurantId, startsOn }, fetchPolicy: 'cache-and-network' });
  const period = read.data && (!startsOn || read.data.payPeriod.startsOn === startsOn) ? read.data.payPeriod : null;
  const [closing, setClosing] = useState(false);
  const [closePeriod] = useMutation(CLOSE_PAY_PERIOD);
  const client = useApolloClient();
  const [fileFailure, setFileFailure] = useState<string | null>(null);
  const go = (day: string) => setParams({ period: day }, { replace: true });

  const download = async () => {
    setFileFailure(null);
    try {
      const file = await client.query({
        query: PAYROLL_CSV,
        variables: { restaurantId, startsOn: period?.startsOn ?? null },
        fetchPolicy: 'network-only',
      });
      const data = file.data!.payPeriod;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([data.csv], { type: 'text/csv' }));
      link.download = `payroll-${data.startsOn}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setFileFailure(failureMessage(error, 'We could not make the payroll file. Please try again.'));
    }
  };

  return (
    <StyledDashboardPage>
      <HubScreenHeading title="Payroll" />
      {read.error && !period ? (
        <ErrorAlert>
          {failureMessage(read.error, 'We could not load the payroll. Please try again.')}
          <p>
            <StyledButton type="button" $variant="secondary" onClick={() => void read.refetch()}>
              Try again
            </StyledButton>
          </p>
        </ErrorAlert>
      ) : !period ? (
        <LoadingState>Loading the payroll…</LoadingState>
      ) : (
        <>
          <StyledBar>
            <StyledButton type="button" $variant="secondary" onClick={() => go(neighbourPeriod(period, -1))}>
              Previous period
            </StyledButton>
            <p data-payroll="period">
              {periodWords(period)} · {period.closedAt ? `Closed by ${period.closedBy ?? 'a manager'}` : 'Open'}
            </p>
            <StyledButton type="button" $variant="secondary" onClick={() => go(neighbourPeriod(period, 1))}>
              Next period
            </StyledButton>
          </StyledBar>
          <StyledBar>
            <StyledButton type="button" onClick={() => void download()}>
              Download payroll file (CSV)
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={() => window.print()}>
              Print summary
            </StyledButton>
            {!period.closedAt && (
              <StyledButton type="button" $variant="secondary" onClick={() => setClosing(true)}>
                Close this period
              </StyledButton>
            )}
          </StyledBar>
          {fileFailure && <ErrorAlert>{fileFailure}</ErrorAlert>}
          <StyledSection aria-labelledby="payroll-people">
            <h2 id="payroll-people">Hours, pay and tips</h2>
            {period.people.length === 0 ? (
              <StyledMuted data-payroll="empty">Nobody worked or took tips in this period.</StyledMuted>
            ) : (
              <PeopleTable period={period} />
            )}
            <StyledMuted>
              Overtime is paid at one and a half times the rate. Card tips are after the tip pool; cash tips are what
              each person declared at clock-out. Reimbursements are the delivery charges drivers kept.
            </StyledMuted>
          </StyledSection>
          {period.tipsByDay.length > 0 && (
            <StyledSection aria-labelledby="payroll-tips">
              <h2 id="payroll-tips">Tips by person and day</h2>
              <TipsByDayTable period={period} />
            </StyledSection>
          )}
        </>
      )}
      {closing && period && (
        <FormDialog
          title="Close this pay period?"
          description={`${periodWords(period)}: its shifts will never change again. A shift added later is paid in the next period, marked.`}
          onClose={() => setClosing(false)}
          onSubmit={async () => {
            await closePeriod({ variables: { restaurantId, startsOn: period.startsOn } });
            setClosing(false);
          }}
          failure="We could not close the period. Please try again."
          submitLabel="Close the period"
          busyLabel="Closing…"
        />
      )}
    </StyledDashboardPage>
  );
}
