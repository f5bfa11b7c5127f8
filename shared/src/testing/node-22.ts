/**
 * What msw 3 uses of Node 22 that the shop's Node 20 lacks (Promise.withResolvers, Set's intersection and
 * difference), as the language defines them; only tests load msw, so only tests load this. Delete with Node 20.
 */
const promises = Promise as PromiseConstructor & Record<string, unknown>;
if (!promises.withResolvers) {
  promises.withResolvers = function withResolvers<T>() {
    let resolve!: (value: T | PromiseLike<T>) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  };
}
type SetLike<T> = Pick<ReadonlySet<T>, 'has'>;
const sets = Set.prototype as Set<unknown> & Record<string, unknown>;
if (!sets.intersection) {
  sets.intersection = function intersection(this: Set<unknown>, other: SetLike<unknown>) {
    return new Set([...this].filter((value) => other.has(value)));
  };
}
if (!sets.difference) {
  sets.difference = function difference(this: Set<unknown>, other: SetLike<unknown>) {
    return new Set([...this].filter((value) => !other.has(value)));
  };
}
