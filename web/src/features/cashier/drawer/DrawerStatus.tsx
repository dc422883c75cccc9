import { useQuery } from '@apollo/client/react';
import { use } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HeaderSlot } from '../../../ui/layout/headerSlot';
import { paths } from '../../session/account';
import { TERMINAL_DRAWER } from './operations';
import { useTablet } from './useTablet';

const StyledDrawerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.onNight};
  white-space: nowrap;
`;

/**
 * Whether this tablet's cash drawer is open, in the terminal's header beside Online/Offline
 * (docs/product.md#cash-drawers): small, a link to the drawer screen, never over the receipt.
 */
export function DrawerStatus({ restaurantId }: { restaurantId: string }) {
  const slot = use(HeaderSlot);
  const tablet = useTablet(restaurantId);
  const { data } = useQuery(TERMINAL_DRAWER, {
    variables: { terminalId: tablet?.id ?? '' },
    skip: !tablet,
    fetchPolicy: 'cache-and-network',
  });
  if (!slot || !tablet || !data) return null;
  const drawer = data.terminalDrawer;
  return createPortal(
    <span data-drawer-status={drawer ? 'open' : 'none'}>
      ·{' '}
      <StyledDrawerLink to={paths.cashDrawer(restaurantId)}>
        {drawer ? `Drawer ${drawer.terminalTag ?? ''} open` : 'No drawer open'}
      </StyledDrawerLink>
    </span>,
    slot,
  );
}
