/**
 * A schema built when it is first used rather than when its module is evaluated (issue 21, decision 0057).
 * The app's build wraps the contracts' module-level schemas in this (src/build/lazy-contracts.ts): building
 * zod schemas was over half of the longest task of the app's start on a phone profile, though the first page
 * parses few of them, and a painted page none.
 *
 * The returned object stands for the schema in every way the app and zod use one: reading or calling any
 * of its members (`parse`, `safeParse`, `shape`, `options`, `_zod`, `extend` …), `instanceof`, `in`,
 * `Object.keys`. The schema is built once, at the first such use.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy(Object.create(null) as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The proxy's own target has none of the schema's properties: a descriptor it reports must say
    // configurable (a proxy invariant); the value is the schema's.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
  });
};
