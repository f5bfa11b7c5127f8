/**
 * A number for each object met, the same every time it is met again: an object's identity as a piece of a text key
 * (a page data's kept replies, a document's shared texts). Forgotten with the object; never given to another.
 */
export function objectIds<T extends object>(): (value: T) => number {
  const ids = new WeakMap<T, number>();
  let last = 0;
  return (value) => {
    let id = ids.get(value);
    if (id === undefined) {
      id = ++last;
      ids.set(value, id);
    }
    return id;
  };
}
