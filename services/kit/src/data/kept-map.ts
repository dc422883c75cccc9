/**
 * A Map of at most `limit`: one more forgets the oldest. For what a process
 * keeps of what it has worked out (checked tokens, learned roads, documents
 * that fit the budget, parsed menus, kept answers), so a stream of new keys
 * cannot grow it. The limit counts entries, or, with `weigh`, the sum of
 * each value's weight (the bytes of kept answers); a value heavier than the
 * whole limit is not kept.
 */
export class KeptMap<K, V> extends Map<K, V> {
  private weight = 0;

  constructor(
    private readonly limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {
    super();
  }

  override set(key: K, value: V): this {
    const heavy = this.weigh(value);
    if (heavy > this.limit) return this;
    // A key already kept is replaced in place (its age stays); others make room, oldest first.
    this.weight += heavy - (this.has(key) ? this.weigh(this.get(key) as V) : 0);
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.weight <= this.limit) break;
      if (oldest !== key) this.delete(oldest);
    }
    return this;
  }

  override delete(key: K): boolean {
    if (!this.has(key)) return false;
    this.weight -= this.weigh(this.get(key) as V);
    return super.delete(key);
  }

  override clear(): void {
    this.weight = 0;
    super.clear();
  }
}
