import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { dismissStaleToastOnNavigation } from '../lib/toast.ts';

/** Closes a toast left over from the previous screen when the route changes (lib/toast.ts). */
export function StaleToastReset() {
  const [location] = useLocation();
  useEffect(() => {
    if (location) dismissStaleToastOnNavigation();
  }, [location]);
  return null;
}
