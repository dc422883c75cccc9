/**
 * A Map of at most `limit` entries: one more forgets the oldest. For what a
 * process keeps of what it has worked out (checked tokens, learned roads,
 * documents that fit the budget), so a stream of new keys cannot grow it.
 */
export class KeptMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.limit && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
