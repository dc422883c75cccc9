import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the device itself has a network (the browser's word; Zest POS answering is the connection's). */
export function useDeviceOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}
