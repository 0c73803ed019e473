import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { REDIRECT_ROUTE } from '../../routes';

/** `/redirect/<path>?<query>` re-enters `<path>?<query>`: how "reload tab" rebuilds a screen. */
export function RedirectScreen({ path, search }: { path: string; search: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const target = path.slice(REDIRECT_ROUTE.path.length) || '/';
    navigate(search ? `${target}?${search}` : target, { replace: true });
  }, [path, search, navigate]);
  return null;
}
