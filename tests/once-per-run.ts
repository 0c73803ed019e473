/**
 * The projects' global setups run one after the other in vitest's own process, so what they share
 * (the bundle, the seeded demo, the migrated PGlite dump) is kept on the process: `make` runs at
 * the first call of the run under `name`, and every later call gets its promise.
 */
export function oncePerRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const shared = globalThis as Record<symbol, Promise<T> | undefined>;
  const key = Symbol.for(`backoffice.tests.${name}`);
  return (shared[key] ??= make());
}
