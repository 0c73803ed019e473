import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (undefined before): for work worth doing only where
 * the user rests, not for every row a key passes on its way.
 */
export function useSettled<T>(value: T, ms: number): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(() => value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
