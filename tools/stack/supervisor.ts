import { stopManaged, type ManagedProcess } from './processes';

/**
 * Keeps what the launcher started running: a part that exits on its own (a
 * crash, an out-of-memory kill, a `kill -9`) is started again after a delay
 * that doubles with each exit in the window, up to a ceiling. It never gives
 * up for good: what makes a part crash (a store away for a while, a full
 * disk) usually passes, and a platform left down until a person acts is
 * worse than one retried every half minute. Stopping (Ctrl-C) restarts nothing.
 */
export interface RestartPolicy {
  /** Exits counted within this window set the delay. */
  windowMs: number;
  /** Delay before the first restart; doubles with each further exit in the window. */
  firstDelayMs: number;
  /** The ceiling: a part that keeps crashing is tried again this often. */
  maxDelayMs: number;
}

export const RESTART_POLICY: RestartPolicy = {
  windowMs: 5 * 60_000,
  firstDelayMs: 250,
  maxDelayMs: 30_000,
};

export type PartState = 'running' | 'restarting';

interface Part {
  name: string;
  process: ManagedProcess;
  /** Starts it again; resolves once it runs (a store: once it answers). */
  restart: () => Promise<ManagedProcess>;
  exits: number[];
  state: PartState;
  timer: NodeJS.Timeout | null;
}

export interface SupervisorOptions {
  /** One line a restart or a give-up, for the person running the stack. */
  say: (line: string) => void;
  /** Told whenever a part's process changes (the launcher keeps the pids on disk). */
  changed?: (processes: ManagedProcess[]) => void;
  policy?: RestartPolicy;
}

const how = (p: ManagedProcess) =>
  p.child.signalCode ? `killed by ${p.child.signalCode}` : `exited with code ${p.child.exitCode ?? '?'}`;

const seconds = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);

export class Supervisor {
  /** In start order; stopped in reverse. */
  private readonly parts = new Map<string, Part>();
  private stopping: Promise<void> | null = null;
  private readonly policy: RestartPolicy;

  constructor(private readonly o: SupervisorOptions) {
    this.policy = o.policy ?? RESTART_POLICY;
  }

  /** Starts watching a part that is running now. */
  add(process: ManagedProcess, restart: () => Promise<ManagedProcess>): void {
    const part: Part = { name: process.name, process, restart, exits: [], state: 'running', timer: null };
    this.parts.set(part.name, part);
    this.watch(part, process);
    this.o.changed?.(this.processes());
  }

  /** The processes now running, in start order. */
  processes(): ManagedProcess[] {
    return [...this.parts.values()].map((p) => p.process);
  }

  status(): Record<string, PartState> {
    return Object.fromEntries([...this.parts.values()].map((p) => [p.name, p.state]));
  }

  /** Stops every part, newest first, and restarts nothing from now on. */
  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      for (const part of [...this.parts.values()].reverse()) {
        if (part.timer) clearTimeout(part.timer);
        await stopManaged(part.process);
      }
    })());
  }

  private watch(part: Part, process: ManagedProcess): void {
    void process.exited.then(() => {
      // A process replaced meanwhile, or stopped on purpose, is not a crash.
      if (this.stopping || part.process !== process) return;
      this.exited(part, how(process));
    });
  }

  private exited(part: Part, why: string): void {
    const now = Date.now();
    part.exits = [...part.exits.filter((t) => now - t < this.policy.windowMs), now];
    const delay = Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** Math.min(part.exits.length - 1, 20));
    part.state = 'restarting';
    const often = delay === this.policy.maxDelayMs ? '; it keeps crashing: see its log in the logs folder' : '';
    this.o.say(
      `${part.name} ${why}; restarting it in ${seconds(delay)} (restart ${part.exits.length} in the last ${seconds(this.policy.windowMs)})${often}`,
    );
    part.timer = setTimeout(() => void this.restart(part), delay);
  }

  private async restart(part: Part): Promise<void> {
    part.timer = null;
    if (this.stopping) return;
    let process: ManagedProcess;
    try {
      process = await part.restart();
    } catch (error) {
      // Not back yet (e.g. its port still held by what it left behind): counts as another exit.
      if (!this.stopping) this.exited(part, `could not start (${(error as Error).message})`);
      return;
    }
    if (this.stopping) {
      await stopManaged(process);
      return;
    }
    part.process = process;
    part.state = 'running';
    this.watch(part, process);
    this.o.changed?.(this.processes());
    this.o.say(`${part.name} is running again`);
  }
}
