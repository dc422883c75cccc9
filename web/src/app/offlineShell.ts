import { registerSW } from 'virtual:pwa-register';

/**
 * The service worker that keeps the app shell on the device, so the terminal
 * loads with the network down (docs/decisions/0045-the-terminal-offline.md).
 * A new version installs in the background and waits: it takes over only
 * when the person taps Reload on the update note, never mid-order by itself.
 */
type Listener = () => void;

let waiting = false;
let apply: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<Listener>();

export const offlineShell = {
  /** Whether a new version is installed and waits for a reload. */
  waiting: () => waiting,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Starts the waiting version and reloads the page on it. */
  async reload() {
    if (apply) await apply(true);
    else window.location.reload();
  },
};

/** Registers the worker in a built app (the development server serves no shell to keep). */
export function keepOfflineShell(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  apply = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      for (const l of listeners) l();
    },
  });
}
