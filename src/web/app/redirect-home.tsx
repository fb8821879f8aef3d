import { Navigate } from 'react-router';
import { paths } from '#web/app/paths.ts';

/** Unknown addresses lead home (spec: any unknown path redirects to /). */
export function RedirectHome() {
  return <Navigate to={paths.home()} replace />;
}
