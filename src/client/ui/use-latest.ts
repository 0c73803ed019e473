import { useInsertionEffect, useRef } from 'react';

/**
 * This render's value for callbacks that outlive the render (a chart's hooks, key commands, timers).
 * It is written in an insertion effect, which runs before every layout effect of the commit, so a
 * child's effect that calls back already reads the new value; writing it during render would break
 * under concurrent rendering, where a render can be thrown away.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
