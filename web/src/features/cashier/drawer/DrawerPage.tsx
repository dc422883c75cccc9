import { useApolloClient, useQuery } from '@apollo/client/react';
import { paths } from '../../session/account';
import { useCurrentUser } from '../../session/useSession';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type {
  DrawerFieldsFragment,
  DrawerHandMove,
  TerminalDrawerFieldsFragment,
} from '../../../graphql/generated/graphql';
import { failureMessage } from '../../../graphql/errors';
import { ErrorAlert } from '../../../ui/controls/Alert';
import { DashboardHeading } from '../../../ui/layout/Dashboard';
import { newKey } from '../../../ui/format/keys';
import { LoadingState, PageTitle } from '../../../ui/layout/Layout';
import { useReachesZest } from '../../../ui/layout/NetworkStatus';
import { RESTAURANT } from '../../session/restaurant';
import { PrintPaper } from '../../../ui/layout/PrintPaper';
import { StyledTerminalPage } from '../terminal/CashierHomePage';
import { CashierScreen } from '../terminal/CashierScreen';
import { useScreenSession } from '../../session/RoleScreen';
import { DrawerMoveDialog } from './DrawerMoveDialog';
import { StyledColumns, StyledNote } from './DrawerPage.styles';
import { DrawerReport } from './DrawerReport';
import { DRAWER_OFFLINE } from './drawerRules';
import { ClosedPanel, CountStep, OpenDrawerPanel, OpenStep } from './DrawerViews';
import { CLOSE_DRAWER, OPEN_DRAWER, TERMINAL_DRAWER } from './operations';
import { proofOf, useTablet } from './useTablet';

/** /CashierDashboard/Drawer/:restaurantId: this tablet's cash drawer (docs/product.md#cash-drawers). */
export function DrawerPage() {
  const { restaurantId = '' } = useParams();
  return (
    <CashierScreen restaurantId={restaurantId} title="Cash drawer">
      <Drawer restaurantId={restaurantId} />
    </CashierScreen>
  );
}

/**
 * The drawer under this tablet: opened with the float counted, moved by hand with a reason, closed by a blind
 * count whose answer says over or short and prints the drawer report. It needs the network: offline its actions
 * are disabled, and one line says why.
 */
function Drawer({ restaurantId }: { restaurantId: string }) {
  const client = useApolloClient();
  const { session } = useScreenSession();
  // A manager's own PIN enters as the signed-in owner's account, as the hub's Cashier Screen tile does.
  const user = useCurrentUser();
  const terminalHome = session.employeeId
    ? paths.takeOrder(session.role, restaurantId, session.employeeId)
    : paths.takeOrder(user?.role ?? session.role, restaurantId, user?.id ?? '');
  const online = useReachesZest();
  const tablet = useTablet(restaurantId);
  const restaurant = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant;
  const terminalId = tablet?.id ?? '';
  const read = useQuery(TERMINAL_DRAWER, {
    variables: { terminalId },
    skip: !tablet,
    fetchPolicy: 'cache-and-network',
  });
  const [moving, setMoving] = useState<DrawerHandMove | null>(null);
  const [counting, setCounting] = useState(false);
  const [closed, setClosed] = useState<DrawerFieldsFragment | null>(null);
  // One key per drawer step: a retry after a lost answer opens or closes once.
  const [key, setKey] = useState(newKey);
  const drawer = read.data?.terminalDrawer ?? null;
  const terminal = tablet ? proofOf(tablet) : '';

  const shown = (next: TerminalDrawerFieldsFragment | null) => {
    client.writeQuery({ query: TERMINAL_DRAWER, variables: { terminalId }, data: { terminalDrawer: next } });
    setKey(newKey());
  };

  const open = async (floatCents: number) => {
    const { data } = await client.mutate({
      mutation: OPEN_DRAWER,
      variables: { input: { restaurantId, terminal, floatCents }, key },
    });
    if (data) shown(data.openDrawer);
  };

  const close = async (countedCents: number) => {
    if (!drawer) return;
    const { data } = await client.mutate({
      mutation: CLOSE_DRAWER,
      variables: { input: { drawerId: drawer.id, terminal, countedCents }, key },
    });
    if (!data) return;
    setClosed(data.closeDrawer);
    setCounting(false);
    shown(null);
  };

  let body;
  if (closed) {
    body = (
      <ClosedPanel
        drawer={closed}
        restaurantName={restaurant?.name ?? ''}
        timeZone={restaurant?.timeZone}
        onNext={() => setClosed(null)}
      />
    );
  } else if (!tablet) {
    body = <LoadingState>Registering this tablet…</LoadingState>;
  } else if (read.loading && !read.data) {
    body = <LoadingState>Reading this tablet’s drawer…</LoadingState>;
  } else if (read.error && !read.data) {
    body = <ErrorAlert>{failureMessage(read.error, 'We could not read this tablet’s drawer.')}</ErrorAlert>;
  } else if (!drawer) {
    body = <OpenStep disabled={!online} onOpen={open} />;
  } else if (counting) {
    body = <CountStep disabled={!online} onCount={close} onBack={() => setCounting(false)} />;
  } else {
    body = (
      <OpenDrawerPanel
        drawer={drawer}
        timeZone={restaurant?.timeZone}
        disabled={!online}
        onMove={setMoving}
        onCount={() => setCounting(true)}
        takeOrders={terminalHome}
      />
    );
  }

  return (
    <StyledTerminalPage>
      <PageTitle>Cash drawer</PageTitle>
      <DashboardHeading
        title="Cash drawer"
        subtitle={
          <>
            {tablet ? `Tablet ${tablet.tag} · ` : ''}At the terminal: <strong>{session.name}</strong> ({session.role})
          </>
        }
      />
      {!online && <StyledNote data-offline-note>{DRAWER_OFFLINE}</StyledNote>}
      <StyledColumns>{body}</StyledColumns>
      {moving && drawer && (
        <DrawerMoveDialog
          restaurantId={restaurantId}
          drawer={drawer}
          terminal={terminal}
          kind={moving}
          onMoved={(next) => {
            shown(next);
            setMoving(null);
          }}
          onClose={() => setMoving(null)}
        />
      )}
      {closed && (
        <PrintPaper>
          <DrawerReport drawer={closed} restaurantName={restaurant?.name ?? ''} timeZone={restaurant?.timeZone} />
        </PrintPaper>
      )}
    </StyledTerminalPage>
  );
}
