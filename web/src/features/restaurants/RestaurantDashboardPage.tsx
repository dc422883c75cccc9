import { useQuery } from '@apollo/client/react';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../graphql/errors';
import { ErrorAlert } from '../../ui/controls/Alert';
import { ActionMenu } from '../../ui/controls/ActionMenu';
import { StyledButton } from '../../ui/controls/Button';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { DashboardHeading, EmptyState, StyledCardGrid, StyledDashboardPage } from '../../ui/layout/Dashboard';
import { Icon } from '../../ui/controls/Icon';
import { LoadingState, PageTitle } from '../../ui/layout/Layout';
import { isDemoUser, paths } from '../session/account';
import { useCurrentUser } from '../session/useSession';
import type { Restaurant } from '../session/restaurant';
import { RESTAURANT_ALLOWANCE, RESTAURANTS } from './operations';
import {
  CreateRestaurantModal,
  DeleteRestaurantModal,
  EditRestaurantModal,
  OpenRestaurantModal,
} from './RestaurantModals';
import {
  firstRestaurantMessage,
  NO_DESCRIPTION,
  NO_RESTAURANTS_MESSAGE,
  PAY_MESSAGE,
  restaurantGate,
  type RestaurantGate,
} from './rules';

import { formatDollars, formatPercent } from '../../ui/format/money';
import { saveScopedSession } from '../session/scopedSession';
import {
  StyledRestaurant,
  StyledCardTop,
  StyledDescription,
  StyledFacts,
  StyledOpenButton,
  StyledBlocked,
} from './RestaurantDashboardPage.styles';
import { formatPhone } from '../../ui/format/phone';

type Dialog =
  | { kind: 'create' }
  | { kind: 'open'; restaurant: Restaurant }
  | { kind: 'edit'; restaurant: Restaurant }
  | { kind: 'delete'; restaurant: Restaurant };

interface CardProps {
  restaurant: Restaurant;
  gate: RestaurantGate;
  showMenu: boolean;
  onAction: (dialog: Dialog) => void;
}

function RestaurantCard({ restaurant, gate, showMenu, onAction }: CardProps) {
  const headingId = `restaurant-${restaurant.id}-name`;
  return (
    <StyledRestaurant aria-labelledby={headingId}>
      <StyledCardTop>
        <h2 id={headingId}>{restaurant.name}</h2>
        {showMenu && (
          <ActionMenu
            label={`Actions for ${restaurant.name}`}
            items={[
              { label: 'Open', disabled: !gate.canOpen, onSelect: () => onAction({ kind: 'open', restaurant }) },
              { label: 'Edit', onSelect: () => onAction({ kind: 'edit', restaurant }) },
              { label: 'Delete', danger: true, onSelect: () => onAction({ kind: 'delete', restaurant }) },
            ]}
          />
        )}
      </StyledCardTop>
      <StyledDescription $empty={!restaurant.description?.trim()}>
        {restaurant.description?.trim() || NO_DESCRIPTION}
      </StyledDescription>
      <StyledFacts>
        <dt>Address</dt>
        <dd>{restaurant.fullAddress}</dd>
        <dt>Phone</dt>
        <dd>{formatPhone(restaurant.phoneNumber)}</dd>
        <dt>Tax</dt>
        <dd>{formatPercent(restaurant.taxPercentage)}</dd>
        <dt>Delivery</dt>
        <dd>{formatDollars(restaurant.deliveryChargeCents)}</dd>
      </StyledFacts>
      <StyledOpenButton
        type="button"
        $block
        disabled={!gate.canOpen}
        aria-label={gate.canOpen ? `Open ${restaurant.name}` : undefined}
        onClick={() => onAction({ kind: 'open', restaurant })}
      >
        {gate.openLabel}
      </StyledOpenButton>
    </StyledRestaurant>
  );
}

interface RestaurantListProps {
  /**
   * The note at the plan's limit, with Upgrade (the billing portal). It belongs to the billing
   * feature; the route table hands it in, so features do not import each other.
   */
  planLimitNotice: ComponentType<{ limit: 'full' | 'over'; allowed: number | null; used: number }>;
}

/** /restaurantDashboard/:id: the owner's restaurants (docs/product.md#restaurant-list). */
export function RestaurantDashboardPage({ planLimitNotice: PlanLimitNotice }: RestaurantListProps) {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const demo = isDemoUser(user);
  // An admin may look at another owner's restaurants; everyone else sees their own.
  const listVariables = user && user.id !== id ? { ownerId: id } : {};
  const list = useQuery(RESTAURANTS, { variables: listVariables, fetchPolicy: 'cache-and-network' });
  const allowance = useQuery(RESTAURANT_ALLOWANCE, { fetchPolicy: 'cache-and-network', skip: demo });
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const gate = restaurantGate(allowance.data?.restaurantAllowance, demo);
  const allowanceKnown = demo || !!allowance.data || !!allowance.error;
  const restaurants = list.data?.restaurants;
  // The demo account holds one restaurant (the server refuses a second): its button waits for the list.
  const canCreate = demo ? restaurants?.length === 0 : allowanceKnown && gate.canCreate;
  const allowed = allowance.data?.restaurantAllowance.allowed;
  const firstName = user?.fullname.trim().split(/\s+/)[0];
  const close = () => setDialog(null);

  const newButton = (
    <StyledButton type="button" disabled={!canCreate} onClick={() => setDialog({ kind: 'create' })}>
      + New Restaurant
    </StyledButton>
  );

  let body;
  if (!restaurants && list.loading) {
    body = <LoadingState>Loading your restaurants…</LoadingState>;
  } else if (!restaurants) {
    body = (
      <>
        <ErrorAlert>{failureMessage(list.error, 'We could not load your restaurants. Please try again.')}</ErrorAlert>
        <p>
          <StyledButton type="button" $variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </StyledButton>
        </p>
      </>
    );
  } else if (restaurants.length === 0 && canCreate) {
    // A paid plan (or the demo) with room: the way to the first restaurant, not a dead end.
    body = (
      <EmptyState
        icon="store"
        action={
          <StyledButton type="button" $size="large" onClick={() => setDialog({ kind: 'create' })}>
            Create your first restaurant
          </StyledButton>
        }
      >
        {demo ? 'No restaurants created yet.' : firstRestaurantMessage(allowed)}
      </EmptyState>
    );
  } else if (restaurants.length === 0) {
    body = (
      <EmptyState
        icon="store"
        action={allowanceKnown && gate.limit === 'inactive' ? <ButtonLink to="/plans">See plans</ButtonLink> : null}
      >
        {NO_RESTAURANTS_MESSAGE}
      </EmptyState>
    );
  } else {
    body = (
      <StyledCardGrid aria-label="Restaurants">
        {restaurants.map((restaurant) => (
          <RestaurantCard
            key={restaurant.id}
            restaurant={restaurant}
            gate={gate}
            showMenu={!demo}
            onAction={setDialog}
          />
        ))}
      </StyledCardGrid>
    );
  }

  return (
    <StyledDashboardPage>
      <PageTitle>Your restaurants</PageTitle>
      <DashboardHeading
        title="Your restaurants"
        subtitle={firstName ? `Welcome, ${firstName}.` : undefined}
        actions={newButton}
      />
      {allowanceKnown && gate.limit === 'inactive' && (
        <StyledBlocked>
          <Icon name="lock" size={20} />
          <span>
            {PAY_MESSAGE} <Link to="/plans">See plans</Link>
            {user && (
              <>
                {' · '}
                <Link to={paths.billing(user.id)}>Open Dashboard</Link>
              </>
            )}
          </span>
        </StyledBlocked>
      )}
      {allowanceKnown && allowance.data && (gate.limit === 'full' || gate.limit === 'over') && (
        <PlanLimitNotice
          limit={gate.limit}
          allowed={allowance.data.restaurantAllowance.allowed ?? null}
          used={allowance.data.restaurantAllowance.used}
        />
      )}
      {allowance.error && !demo && (
        <ErrorAlert>{failureMessage(allowance.error, 'We could not check your plan. Please try again.')}</ErrorAlert>
      )}
      {body}

      {dialog?.kind === 'create' && <CreateRestaurantModal listVariables={listVariables} onClose={close} />}
      {dialog?.kind === 'edit' && <EditRestaurantModal restaurant={dialog.restaurant} onClose={close} />}
      {dialog?.kind === 'delete' && <DeleteRestaurantModal restaurant={dialog.restaurant} onClose={close} />}
      {dialog?.kind === 'open' && (
        <OpenRestaurantModal
          restaurant={dialog.restaurant}
          onClose={close}
          onOpened={(session) => {
            saveScopedSession('hub', session);
            navigate(paths.openRestaurant(dialog.restaurant.id));
          }}
        />
      )}
    </StyledDashboardPage>
  );
}
