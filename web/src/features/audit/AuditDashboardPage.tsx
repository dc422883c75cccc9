import { useApolloClient, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AuditLineFragment, AuditTrailQuery } from '../../graphql/generated/graphql';
import { failureMessage } from '../../graphql/errors';
import { media, space } from '../../theme/theme';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, EmptyState, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { SelectField, TextField } from '../../ui/controls/Field';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { useAddressParams } from '../../ui/hooks/useAddressParams';
import { paths } from '../session/account';
import { RESTAURANT } from '../session/restaurant';
import { HubSessionGate } from '../session/HubSessionGate';
import { ScopedSessionProvider, useScopedSession } from '../session/ScopedSessionProvider';
import { AuditTable } from './AuditTable';
import { OfflinePapersNote } from './OfflinePapersNote';
import { AUDIT_STAFF, AUDIT_TRAIL } from './operations';
import { AUDIT_GROUPS, auditFilter, auditParams, isFiltered, mergeAuditPages, type AuditParams } from './rules';

const PAGE_SIZE = 50;

/**
 * /AuditDashboard/:restaurantId (docs/product.md#audit): what moved money or
 * trust in the restaurant, newest first. For the owner and managers: it works
 * in the restaurant's manager session, as the revenue dashboard does; reached
 * from the hub it is already open in the tab, otherwise it asks for the
 * security PIN. A cashier's or a driver's session never reaches it.
 */
export function AuditDashboardPage() {
  const { restaurantId = '' } = useParams();
  return (
    <ScopedSessionProvider key={restaurantId} kind="hub" restaurantId={restaurantId}>
      <HubSessionGate screen="Audit">
        <AuditDashboard />
      </HubSessionGate>
    </ScopedSessionProvider>
  );
}

const StyledFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${space(4)};
  margin-bottom: ${space(3)};

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.phone} {
    grid-template-columns: 1fr;
  }
`;

const StyledNote = styled.p`
  margin: ${space(0, 0, 5)};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledMore = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

function AuditDashboard() {
  const { restaurantId } = useScopedSession();
  const { params, setParam, setParams } = useAddressParams();
  const chosen = auditParams(params);
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant;
  const staff = useQuery(AUDIT_STAFF, { variables: { restaurantId } });

  const employeeOptions = [
    { value: '', label: staff.loading && !staff.data ? 'Loading...' : 'All employees' },
    ...[...(staff.data?.employees ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((employee) => ({ value: employee.id, label: `${employee.name} (${employee.role})` })),
  ];

  return (
    <StyledDashboardPage>
      <PageTitle>{restaurant ? `${restaurant.name}: Audit` : 'Audit'}</PageTitle>
      <DashboardHeading
        title="Audit"
        subtitle={restaurant?.name}
        actions={
          <ButtonLink to={paths.openRestaurant(restaurantId)} $variant="ghost">
            <Icon name="arrowLeft" size={18} />
            Back
          </ButtonLink>
        }
      />
      <StyledFilters onSubmit={(event) => event.preventDefault()} aria-label="Filter the audit trail">
        <TextField
          label="Day"
          type="date"
          name="day"
          value={chosen.day}
          onChange={(event) => setParam('day', event.target.value)}
        />
        <SelectField
          label="Kind"
          name="kind"
          options={AUDIT_GROUPS}
          value={chosen.kind}
          onChange={(event) => setParam('kind', event.target.value)}
        />
        <SelectField
          label="Employee"
          name="employee"
          options={employeeOptions}
          value={chosen.employeeId}
          onChange={(event) => setParam('employee', event.target.value)}
        />
        <StyledButton
          type="button"
          $variant="ghost"
          disabled={!isFiltered(chosen)}
          onClick={() => setParams({}, { replace: true })}
        >
          Clear filters
        </StyledButton>
      </StyledFilters>
      <OfflinePapersNote restaurantId={restaurantId} timeZone={restaurant?.timeZone} />
      <StyledNote>
        Newest first. Times are on the restaurant’s clock{restaurant ? ` (${restaurant.timeZone})` : ''}.
      </StyledNote>
      {/* A new filter starts again from the newest lines. */}
      <AuditLines key={JSON.stringify(chosen)} restaurantId={restaurantId} chosen={chosen} />
    </StyledDashboardPage>
  );
}

type Merged = { entries: AuditLineFragment[]; nextBefore: string | null };

const merged = (data: AuditTrailQuery): Merged =>
  mergeAuditPages([data.ordersAudit, data.driversAudit, data.authAudit], PAGE_SIZE);

/** The newest page as a live query; older pages appended as 'Show older' reads them. */
function AuditLines({ restaurantId, chosen }: { restaurantId: string; chosen: AuditParams }) {
  const client = useApolloClient();
  const filter = auditFilter(chosen);
  const newest = useQuery(AUDIT_TRAIL, {
    variables: { restaurantId, filter, first: PAGE_SIZE, before: null },
    fetchPolicy: 'cache-and-network',
  });
  const [older, setOlder] = useState<Merged[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailure, setOlderFailure] = useState<string | null>(null);

  if (!newest.data) {
    if (newest.error) {
      return (
        <ErrorAlert>
          {failureMessage(newest.error, 'We could not load the audit trail. Please try again.')}
          <p>
            <StyledButton type="button" $variant="secondary" onClick={() => void newest.refetch()}>
              Try again
            </StyledButton>
          </p>
        </ErrorAlert>
      );
    }
    return <LoadingState>Loading the audit trail…</LoadingState>;
  }

  const pages = [merged(newest.data), ...older];
  // A line read twice (a page boundary moved while it was read) is shown once.
  const seen = new Set<string>();
  const entries: AuditLineFragment[] = [];
  for (const entry of pages.flatMap((page) => page.entries)) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  const nextBefore = pages[pages.length - 1]!.nextBefore;

  if (entries.length === 0) {
    return (
      <EmptyState icon="shield">
        {isFiltered(chosen) ? 'No audit lines match these filters.' : 'Nothing has been recorded yet.'}
      </EmptyState>
    );
  }

  const showOlder = async () => {
    if (!nextBefore) return;
    setLoadingOlder(true);
    setOlderFailure(null);
    try {
      const { data } = await client.query({
        query: AUDIT_TRAIL,
        variables: { restaurantId, filter, first: PAGE_SIZE, before: nextBefore },
        fetchPolicy: 'network-only',
      });
      if (data) setOlder((current) => [...current, merged(data)]);
    } catch (error) {
      setOlderFailure(failureMessage(error, 'We could not load the older lines. Please try again.'));
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <>
      <AuditTable entries={entries} />
      {(nextBefore || olderFailure) && (
        <StyledMore>
          {olderFailure && <ErrorAlert>{olderFailure}</ErrorAlert>}
          <StyledButton type="button" $variant="secondary" disabled={loadingOlder} onClick={() => void showOlder()}>
            {loadingOlder ? 'Loading…' : 'Show older'}
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}
