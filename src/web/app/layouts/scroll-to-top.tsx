import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new page starts at the top (spec: the page scrolls to the top on every route change). */
export function ScrollToTop() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return null;
}
