/**
 * Values kept in memory while a version number holds (search's catalogue candidates and rows while
 * "FoodVersion" is unchanged, docs/decisions/0021-search-memory.md). A new version empties it; at
 * most `maxEntries` are kept, the least recently used going first. A value loaded under a version
 * that was replaced meanwhile is not kept.
 */
export function createVersionCache<K, T>(maxEntries: number) {
  let version: number | null = null;
  const entries = new Map<K, T>();

  /** The value kept for `key` under `currentVersion`, if any (everything kept goes when the version changes). */
  function peek(currentVersion: number, key: K): T | undefined {
    if (currentVersion !== version) {
      entries.clear();
      version = currentVersion;
    }
    const hit = entries.get(key);
    if (hit !== undefined) {
      entries.delete(key); // most recently used last
      entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps a value read under `currentVersion`, unless another version came since. */
  function keep(currentVersion: number, key: K, value: T): void {
    if (version !== currentVersion) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
    entries.set(key, value);
  }

  return {
    peek,
    keep,
    async get(currentVersion: number, key: K, load: () => Promise<T>): Promise<T> {
      const hit = peek(currentVersion, key);
      if (hit !== undefined) return hit;
      const loaded = await load();
      keep(currentVersion, key, loaded);
      return loaded;
    },
    get size() {
      return entries.size;
    },
  };
}
