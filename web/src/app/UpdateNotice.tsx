import { useSyncExternalStore } from 'react';
import { offlineShell } from './offlineShell';
import { NightButton } from '../ui/controls/NightButton';
import { FloatingNote } from '../ui/layout/FloatingNote';

/** A new version of the app is on the device: it starts when the person chooses, not in the middle of an order. */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(offlineShell.subscribe, offlineShell.waiting);
  return (
    <FloatingNote
      shown={waiting}
      at="bottom"
      action={
        <NightButton type="button" onClick={() => void offlineShell.reload()}>
          Reload
        </NightButton>
      }
    >
      A new version of Zest POS is ready.
    </FloatingNote>
  );
}
