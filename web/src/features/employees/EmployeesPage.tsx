import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../../theme/theme';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert, SuccessNote } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, EmptyState, StyledCardGrid, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { paths } from '../session/account';
import { RESTAURANT } from '../session/restaurant';
import { CreateEmployeeModal, DeleteEmployeeModal, UpdateEmployeeModal } from './EmployeeModals';
import { EmployeeCard } from './EmployeeCard';
import { EMPLOYEE_PAY_RATES, EMPLOYEES, type Employee } from './operations';
import { PayRatesDialog } from './PayRatesDialog';
import {
  changeNote,
  deletedNote,
  listedDrivers,
  listedEmployees,
  NO_DRIVERS_MESSAGE,
  NO_EMPLOYEES_MESSAGE,
} from './rules';

const StyledSection = styled.section`
  display: grid;
  gap: ${space(3)};
  margin-top: ${space(9)};

  h2 {
    margin: 0;
    font-size: 1.5rem;
  }

  & > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledNote = styled.div`
  margin-bottom: ${space(5)};
`;

type Dialog =
  | { kind: 'create' }
  | { kind: 'update'; employee: Employee }
  | { kind: 'delete'; employee: Employee }
  | { kind: 'pay'; employee: Employee };

/**
 * /allEmployeeDashboard/:id: the restaurant's employee accounts, drivers left
 * out (docs/product.md#employee-list), then the drivers in a list of their
 * own with the same Update and Delete (docs/product.md#drivers-list).
 */
export function EmployeesPage() {
  const { id = '' } = useParams();
  const restaurant = useQuery(RESTAURANT, { variables: { id } });
  const { data, loading, error, refetch } = useQuery(EMPLOYEES, {
    variables: { restaurantId: id },
    fetchPolicy: 'cache-and-network',
  });
  // The owner's eyes only: each employee's hourly rates, read beside the list.
  const rates = useQuery(EMPLOYEE_PAY_RATES, { variables: { restaurantId: id }, fetchPolicy: 'cache-and-network' });
  const ratesOf = (employee: Employee) => rates.data?.employees.find((e) => e.id === employee.id)?.payRates;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // What the last change did, and where the person is listed now.
  const [note, setNote] = useState<string | null>(null);
  const close = () => setDialog(null);
  const name = restaurant.data?.restaurant.name;
  const employees = data ? listedEmployees(data.employees) : null;
  const drivers = data ? listedDrivers(data.employees) : null;
  const card = (employee: Employee, heading: 'h2' | 'h3') => (
    <EmployeeCard
      key={employee.id}
      employee={employee}
      heading={heading}
      rates={ratesOf(employee)}
      onUpdate={() => setDialog({ kind: 'update', employee })}
      onDelete={() => setDialog({ kind: 'delete', employee })}
      onPayRates={() => {
        setNote(null);
        setDialog({ kind: 'pay', employee });
      }}
    />
  );

  let body;
  if (!employees || !drivers) {
    body = loading ? (
      <LoadingState>Loading employees…</LoadingState>
    ) : (
      <>
        <ErrorAlert>{failureMessage(error, 'We could not load the employees. Please try again.')}</ErrorAlert>
        <p>
          <StyledButton type="button" $variant="secondary" onClick={() => void refetch()}>
            Try again
          </StyledButton>
        </p>
      </>
    );
  } else {
    body = (
      <>
        {employees.length === 0 ? (
          <EmptyState icon="users">{NO_EMPLOYEES_MESSAGE}</EmptyState>
        ) : (
          <StyledCardGrid aria-label="Employees">{employees.map((e) => card(e, 'h2'))}</StyledCardGrid>
        )}
        <StyledSection aria-labelledby="drivers-heading">
          <h2 id="drivers-heading">Drivers</h2>
          <p>Drivers open the Delivery Drivers Screen with their PIN.</p>
          {drivers.length === 0 ? (
            <EmptyState icon="car">{NO_DRIVERS_MESSAGE}</EmptyState>
          ) : (
            <StyledCardGrid aria-label="Drivers">{drivers.map((e) => card(e, 'h3'))}</StyledCardGrid>
          )}
        </StyledSection>
      </>
    );
  }

  return (
    <StyledDashboardPage>
      <PageTitle>{name ? `${name} employees` : 'Employees'}</PageTitle>
      <DashboardHeading
        title="Employee accounts"
        subtitle={name}
        actions={
          <>
            <ButtonLink to={paths.openRestaurant(id)} $variant="ghost">
              <Icon name="arrowLeft" size={18} />
              Back
            </ButtonLink>
            <StyledButton
              type="button"
              onClick={() => {
                setNote(null);
                setDialog({ kind: 'create' });
              }}
            >
              + New Employee
            </StyledButton>
          </>
        }
      />
      {note && (
        <StyledNote>
          <SuccessNote>
            <p>{note}</p>
          </SuccessNote>
        </StyledNote>
      )}
      {body}
      {dialog?.kind === 'create' && <CreateEmployeeModal restaurantId={id} onClose={close} />}
      {dialog?.kind === 'update' && (
        <UpdateEmployeeModal
          employee={dialog.employee}
          onClose={close}
          onSaved={(before, after, pinChanged) => setNote(changeNote(before, after, pinChanged))}
        />
      )}
      {dialog?.kind === 'pay' && (
        <PayRatesDialog
          employee={dialog.employee}
          rates={ratesOf(dialog.employee) ?? []}
          onClose={close}
          onSaved={setNote}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteEmployeeModal
          employee={dialog.employee}
          onClose={close}
          onDeleted={(employee) => setNote(deletedNote(employee))}
        />
      )}
    </StyledDashboardPage>
  );
}
