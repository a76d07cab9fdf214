/**
 * Values kept in memory while a version number holds (search's catalogue candidates while
 * "FoodVersion" is unchanged, docs/decisions/0021-search-memory.md). A new
 * version empties it; at most `maxEntries` are kept, the least recently used going first. A value
 * loaded under a version that was replaced meanwhile is returned but not kept.
 */
export function createVersionCache<T>(maxEntries: number) {
  let version: number | null = null;
  const entries = new Map<string, T>();
  return {
    async get(currentVersion: number, key: string, load: () => Promise<T>): Promise<T> {
      if (currentVersion !== version) {
        entries.clear();
        version = currentVersion;
      }
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key); // most recently used last
        entries.set(key, hit);
        return hit;
      }
      const loaded = await load();
      if (version === currentVersion) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, loaded);
      }
      return loaded;
    },
    get size() {
      return entries.size;
    },
  };
}
