/** What a service answers on /ready: each store or consumer it needs, answering or not. */
export type ReadinessCheck = () => Promise<Record<string, boolean>>;

/** Run an async check with a deadline, as a boolean. */
export async function within(ms: number, probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), ms);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
