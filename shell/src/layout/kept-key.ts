/**
 * The key of a layout part the server renders once (`Kept`, ADR 0600): its name and what it shows, so a changed menu
 * or footer is rendered anew. The store freezes what it holds: a frozen value's key is written once.
 */
export function keptKeyOf(name: string, value: object): string {
  let key = keys.get(value)?.get(name);
  if (key === undefined) {
    key = `${name}:${JSON.stringify(value)}`;
    if (Object.isFrozen(value)) {
      const byName = keys.get(value) ?? new Map<string, string>();
      byName.set(name, key);
      keys.set(value, byName);
    }
  }
  return key;
}
const keys = new WeakMap<object, Map<string, string>>();
