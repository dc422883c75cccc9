import { duplicateOf, type RedisClient } from './redis';
import type { Logger } from 'pino';
import { KeptMap } from './kept-map';

/**
 * A fact kept longer than this with nothing heard is read again. Notices are
 * lost only with the channel's connection, and every (re)connect forgets all;
 * this heals what is left (an announce that failed while the listeners stayed
 * connected). Ten minutes, not one: a restaurant takes an order every few
 * minutes, so a minute's copy was mostly gone by its next order (issue 34).
 */
const MAX_AGE_MS = 10 * 60_000;

interface Kept<V> {
  value: V;
  version: number;
  at: number;
}

/**
 * Facts a process keeps so requests do not read them in every transaction:
 * a restaurant's row, its menu copy, its order settings. Each kept value
 * carries its version; whoever changes one announces it on the facts
 * channel (below) and every replica forgets what is older. A read that
 * raced a change is not kept.
 */
export class KeptFacts<V> {
  private readonly kept: KeptMap<string, Kept<V>>;
  /** The newest version heard of, per key. */
  private readonly heard: KeptMap<string, number>;
  private readonly loading = new Map<string, Promise<V | null>>();
  /** Asks answered from what is kept, and asks that read (a cache's hit rate: docs/scale.md). */
  readonly asked = { kept: 0, read: 0 };

  constructor(
    /** What the facts are, on the channel: "restaurant", "menu", "order-settings". */
    readonly what: string,
    private readonly load: (key: string) => Promise<V | null>,
    private readonly versionOf: (value: V) => number,
    /** Small rows (a restaurant, its settings): enough for every restaurant of a replica and then some. */
    limit = 20_000,
  ) {
    this.kept = new KeptMap(limit);
    this.heard = new KeptMap(limit);
  }

  /** The fact, kept or read once (concurrent asks share the read); null is never kept. */
  get(key: string): Promise<V | null> {
    const kept = this.kept.get(key);
    if (kept && Date.now() - kept.at < MAX_AGE_MS) {
      this.asked.kept++;
      return Promise.resolve(kept.value);
    }
    this.asked.read++;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.read(key).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async read(key: string): Promise<V | null> {
    const at = Date.now();
    const value = await this.load(key);
    if (value === null) {
      this.kept.delete(key);
      return null;
    }
    const version = this.versionOf(value);
    if (version >= (this.heard.get(key) ?? -Infinity)) this.kept.set(key, { value, version, at });
    return value;
  }

  /** A change to `key` at `version` was made: anything older kept here goes. */
  changed(key: string, version: number): void {
    this.heard.set(key, Math.max(version, this.heard.get(key) ?? -Infinity));
    const kept = this.kept.get(key);
    if (kept && kept.version < version) this.kept.delete(key);
  }

  forgetAll(): void {
    this.kept.clear();
  }
}

interface FactNotice {
  what: string;
  key: string;
  version: number;
}

/**
 * The service's channel of changed facts (Redis pub/sub, one connection of
 * its own per process): announce after the change commits; every replica,
 * this one included, forgets its older copy. On every (re)connect all is
 * forgotten, since notices sent meanwhile are lost.
 */
export class FactsChannel {
  private readonly facts = new Map<string, KeptFacts<unknown>>();
  private readonly channel: string;
  private readonly listener: RedisClient;

  constructor(
    service: string,
    private readonly commands: RedisClient,
    private readonly log: Logger,
  ) {
    this.channel = `zest:facts:${service}`;
    this.listener = duplicateOf(commands);
    this.listener.on('ready', () => this.forgetAll());
    this.listener.on('error', (error) => log.warn({ err: error }, 'facts channel unavailable'));
    this.listener.on('message', (_channel: string, text: string) => this.heard(text));
    this.listener.subscribe(this.channel).catch((error: unknown) => log.warn({ err: error }, 'facts not subscribed'));
  }

  /** How each kind of fact was asked for so far: from what is kept, or read. */
  asked(): { what: string; kept: number; read: number }[] {
    return [...this.facts.values()].map((f) => ({ what: f.what, ...f.asked }));
  }

  /** Facts kept by this process, forgotten when their notices come. */
  keep<V>(facts: KeptFacts<V>): KeptFacts<V> {
    this.facts.set(facts.what, facts as KeptFacts<unknown>);
    return facts;
  }

  /** After a change commits: this process forgets at once, the others when the notice reaches them. */
  async announce(what: string, key: string, version: number): Promise<void> {
    this.facts.get(what)?.changed(key, version);
    try {
      await this.commands.publish(this.channel, JSON.stringify({ what, key, version } satisfies FactNotice));
    } catch (error) {
      // The others read it again within MAX_AGE_MS.
      this.log.warn({ err: error, what, key }, 'change of a kept fact not announced');
    }
  }

  private heard(text: string): void {
    try {
      const notice = JSON.parse(text) as FactNotice;
      this.facts.get(notice.what)?.changed(notice.key, notice.version);
    } catch {
      this.log.warn({ text }, 'unreadable facts notice');
    }
  }

  private forgetAll(): void {
    for (const facts of this.facts.values()) facts.forgetAll();
  }

  async close(): Promise<void> {
    this.listener.disconnect();
  }
}
