import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { connection } from '../../graphql/connection';
import { space } from '../../theme/theme';
import { useDeviceOnline } from '../hooks/deviceOnline';

const StyledStatus = styled.p<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  flex: none;
  margin: 0 0 0 auto;
  white-space: nowrap;
  font-weight: 650;
  color: ${({ theme }) => theme.colors.onNight};

  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme, $online }) => ($online ? theme.colors.successBorder : theme.colors.highlight)};
  }
`;

/** The device has a network and Zest POS answers its calls. */
export function useReachesZest(): boolean {
  const deviceOnline = useDeviceOnline();
  const calls = useSyncExternalStore(connection.subscribe, connection.get);
  return deviceOnline && calls !== 'reconnecting';
}

/**
 * Whether the terminal reaches Zest POS, always in its header (issue 25): the
 * device's own network, and Zest POS answering calls (a gateway restarting
 * counts as offline too). A change is announced (a live region, not a status:
 * the screen's own notes stay its only statuses).
 */
export function NetworkStatus() {
  const online = useReachesZest();
  return (
    <StyledStatus aria-live="polite" $online={online} data-network={online ? 'online' : 'offline'}>
      {online ? 'Online' : 'Offline'}
    </StyledStatus>
  );
}
