import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { ButtonLink } from '../../ui/controls/ButtonLink';
import { Icon } from '../../ui/controls/Icon';
import { PinGate } from '../../ui/controls/PinGate';
import { paths } from './account';
import { OPEN_HUB_SESSION } from './HubSessionGate';
import { RESTAURANT } from './restaurant';
import { readScopedSession, saveScopedSession } from './scopedSession';
import { useCurrentUser } from './useSession';
import { INCORRECT_PIN } from '../../ui/format/words';

/**
 * One lock for every owner screen of a restaurant (docs/product.md#restaurant-lock):
 * the route table puts the hub, employees, menu dashboards, revenue and audit
 * under this layout route. Without the restaurant's manager session in this
 * tab (the one the hub's security PIN opens, kept in sessionStorage) it shows
 * the security-PIN card instead of the screen, however the screen was reached:
 * a link, a reload, the back button. The server still checks every call.
 */
export function RestaurantLock() {
  const params = useParams();
  const restaurantId = params['id'] ?? params['restaurantId'] ?? '';
  // Asked on every render, so a session that expired or was ended locks the next screen opened.
  const [, unlocked] = useState(0);
  if (readScopedSession('hub', restaurantId)) return <Outlet />;
  return <LockCard key={restaurantId} restaurantId={restaurantId} onOpened={() => unlocked((n) => n + 1)} />;
}

function LockCard({ restaurantId, onOpened }: { restaurantId: string; onOpened: () => void }) {
  const user = useCurrentUser();
  const { data } = useQuery(RESTAURANT, { variables: { id: restaurantId } });
  const [open] = useMutation(OPEN_HUB_SESSION);
  const name = data?.restaurant.name ?? 'This restaurant';
  return (
    <PinGate
      documentTitle={`${name} is locked: enter the security PIN`}
      heading={name}
      prompt="Enter the security PIN"
      note="This restaurant is locked in this tab. Its security PIN opens it (managers and owners only)."
      endedMessage={null}
      failure={INCORRECT_PIN}
      onSubmit={async (securityPin) => {
        const { data: answer } = await open({ variables: { id: restaurantId, securityPin } });
        if (!answer) return;
        saveScopedSession('hub', answer.openRestaurant);
        onOpened();
      }}
      back={
        user && (
          <ButtonLink to={paths.restaurants(user.id)} $variant="ghost">
            <Icon name="arrowLeft" size={18} />
            All restaurants
          </ButtonLink>
        )
      }
    />
  );
}
