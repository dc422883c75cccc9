import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon } from '../../ui/controls/Icon';
import { DashboardHeading } from '../../ui/layout/Dashboard';
import { PageTitle } from '../../ui/layout/Layout';
import { paths } from './account';
import { HubSessionGate } from './HubSessionGate';
import { RESTAURANT } from './restaurant';
import { ScopedSessionProvider, useScopedSession } from './ScopedSessionProvider';

/**
 * A screen under the hub for the owner and managers (revenue, labour, payroll), in the restaurant's manager session:
 * reached from the hub it is already open in the tab; otherwise it asks for the security PIN. A cashier's or a
 * driver's session never reaches it (the server refuses them too).
 */
export function HubScreen({ screen, children }: { screen: string; children: ReactNode }) {
  const { id = '' } = useParams();
  return (
    <ScopedSessionProvider key={id} kind="hub" restaurantId={id}>
      <HubSessionGate screen={screen}>{children}</HubSessionGate>
    </ScopedSessionProvider>
  );
}

/** Such a screen's title (the tab's and the heading), the restaurant's name under it, and Back to the hub. */
export function HubScreenHeading({ title }: { title: string }) {
  const { restaurantId } = useScopedSession();
  const name = useQuery(RESTAURANT, { variables: { id: restaurantId } }).data?.restaurant.name;
  return (
    <>
      <PageTitle>{name ? `${name}: ${title}` : title}</PageTitle>
      <DashboardHeading
        title={title}
        subtitle={name}
        actions={
          <ButtonLink to={paths.openRestaurant(restaurantId)} $variant="ghost">
            <Icon name="arrowLeft" size={18} />
            Back
          </ButtonLink>
        }
      />
    </>
  );
}
