/**
 * Runs `load` on the first call and hands every later caller the same promise, unless it failed: a
 * rejected load is forgotten, so the next call tries again instead of failing for the process's life.
 */
export function onceUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
