import { useQuery } from '@apollo/client/react';
import { Suspense, useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { TileNav, type Tile } from '../../ui/controls/Tiles';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { paths } from '../session/account';
import { useCurrentUser } from '../session/useSession';
import { RESTAURANT } from '../session/restaurant';
import { CardReadersCard } from './CardReadersCard';
import { KitchenSettingsCard } from './KitchenSettingsCard';
import { OnlineOrderingCard } from './OnlineOrderingCard';
import { OrderSettingsCard } from './OrderSettingsCard';
import { DiscountsCard } from './DiscountsCard';
import { DrawersCard } from './DrawersCard';
import { readScopedSession } from '../session/scopedSession';

interface HubProps {
  /**
   * The Create Accounts dialog (a new employee). It belongs to the employees
   * feature; the route table hands it in, so features do not import each other.
   */
  createAccountDialog: ComponentType<{ restaurantId: string; onClose: () => void }>;
  /** The Labour card (who is on the clock, today's labour against sales): the labour feature's, handed in alike. */
  labourCard: ComponentType<{ restaurantId: string }>;
}

/** /openARestaurantDashboard/:id: one restaurant's hub, behind the route's security-PIN lock (docs/product.md#restaurant-hub). */
export function OpenRestaurantDashboardPage(props: HubProps) {
  const { id = '' } = useParams();
  // Keyed by restaurant: its unlocked state and dialogs never carry over to another.
  return <RestaurantHub key={id} id={id} {...props} />;
}

function RestaurantHub({
  id,
  createAccountDialog: CreateAccountDialog,
  labourCard: LabourCard,
}: HubProps & { id: string }) {
  const user = useCurrentUser();
  // The route's RestaurantLock opened it (docs/product.md#restaurant-lock): the session is in this tab.
  const [scoped] = useState(() => readScopedSession('hub', id));
  const [dialog, setDialog] = useState<'employee' | null>(null);
  const { data, loading, error } = useQuery(RESTAURANT, { variables: { id } });
  const restaurant = data?.restaurant;

  if (!restaurant) {
    return (
      <StyledDashboardPage>
        <PageTitle>Restaurant</PageTitle>
        {loading ? (
          <LoadingState>Loading the restaurant…</LoadingState>
        ) : (
          <>
            <ErrorAlert>{failureMessage(error, 'We could not load this restaurant.')}</ErrorAlert>
            <p>
              <ButtonLink to={user ? paths.restaurants(user.id) : '/'} $variant="ghost">
                Back to your restaurants
              </ButtonLink>
            </p>
          </>
        )}
      </StyledDashboardPage>
    );
  }

  const back = (
    <ButtonLink to={user ? paths.restaurants(user.id) : '/'} $variant="ghost">
      <Icon name="arrowLeft" size={18} />
      All restaurants
    </ButtonLink>
  );

  // The security PIN enters as the signed-in owner; an employee's PIN as that employee.
  const cashierRole = scoped?.employeeId ? scoped.role : (user?.role ?? scoped?.role ?? 'manager');
  const cashierUserId = scoped?.employeeId ?? user?.id ?? '';
  const tiles: Tile[] = [
    {
      label: 'Cashier Screen',
      to: paths.cashier(cashierRole, restaurant.id, cashierUserId),
      icon: 'bell',
      note: 'Take orders and look back at past ones.',
    },
    {
      label: 'Delivery Drivers Screen',
      to: paths.drivers(restaurant.id),
      icon: 'car',
      note: 'Hand out deliveries and cash drivers out.',
    },
    {
      label: 'Kitchen Display',
      to: paths.kitchen(restaurant.id),
      icon: 'pizza',
      note: 'Tickets as orders print; bump them when ready.',
    },
    { label: 'Menu', to: paths.menu(restaurant.id), icon: 'pizza', note: 'Categories, specials, toppings, sides.' },
    { label: 'Revenue', to: paths.revenue(restaurant.id), icon: 'chart', note: 'Orders and revenue by period.' },
    {
      label: 'Payroll',
      to: paths.payroll(restaurant.id),
      icon: 'clock',
      note: 'Hours, overtime and tips per pay period; the payroll file.',
    },
    {
      label: 'Audit',
      to: paths.audit(restaurant.id),
      icon: 'shield',
      note: 'Voids, deletions, cash-outs and PIN tries: who, when, why.',
    },
    {
      label: 'Employee accounts',
      to: paths.employees(restaurant.id),
      icon: 'users',
      note: 'Cashier, driver and kitchen PINs.',
    },
  ];

  return (
    <StyledDashboardPage>
      <PageTitle>{restaurant.name}</PageTitle>
      <DashboardHeading
        title={restaurant.name}
        subtitle={restaurant.fullAddress}
        actions={
          <>
            {back}
            <StyledButton type="button" $variant="secondary" onClick={() => setDialog('employee')}>
              Create Accounts
            </StyledButton>
            <ButtonLink to={paths.menu(restaurant.id)}>Update Menu</ButtonLink>
          </>
        }
      />
      <TileNav label={`${restaurant.name} screens`} tiles={tiles} />
      <Suspense fallback={<LoadingState>Loading the labour…</LoadingState>}>
        <LabourCard restaurantId={restaurant.id} />
      </Suspense>
      <OrderSettingsCard restaurantId={restaurant.id} />
      <DiscountsCard restaurantId={restaurant.id} />
      <DrawersCard restaurantId={restaurant.id} />
      <KitchenSettingsCard restaurantId={restaurant.id} />
      <OnlineOrderingCard restaurantId={restaurant.id} restaurantName={restaurant.name} />
      <CardReadersCard restaurantId={restaurant.id} />
      {dialog === 'employee' && <CreateAccountDialog restaurantId={restaurant.id} onClose={() => setDialog(null)} />}
    </StyledDashboardPage>
  );
}
