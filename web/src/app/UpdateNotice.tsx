import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { offlineShell } from './offlineShell';
import { space } from '../theme/theme';
import { NightButton } from '../ui/controls/NightButton';

const StyledNotice = styled.div`
  position: fixed;
  bottom: ${space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  width: max-content;
  max-width: calc(100vw - ${space(8)});
  min-height: 44px;
  padding: ${space(1, 2, 1, 5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-weight: 600;

  @media print {
    display: none;
  }
`;

/** A new version of the app is on the device: it starts when the person chooses, not in the middle of an order. */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(offlineShell.subscribe, offlineShell.waiting);
  return (
    <div aria-live="polite">
      {waiting && (
        <StyledNotice role="status">
          A new version of Zest POS is ready.
          <NightButton type="button" onClick={() => void offlineShell.reload()}>
            Reload
          </NightButton>
        </StyledNotice>
      )}
    </div>
  );
}
