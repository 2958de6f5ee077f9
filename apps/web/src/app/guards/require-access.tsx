import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../lib/me/get-me';
import { LoadingScreen } from '../screens/loading-screen';
import { NoAccessScreen } from '../screens/no-access-screen';
import { decideAccess, type RouteAccess } from './access-rule';

/** Layout route that lets its child routes render only for the users `decideAccess` allows. */
export function RequireAccess({ access }: { access: RouteAccess }) {
  const { data: me, isLoading } = useMe();
  const { pathname } = useLocation();

  if (isLoading) return <LoadingScreen />;

  const decision = decideAccess({ me, access, pathname });
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'deny':
      return <NoAccessScreen />;
    case 'sign-in':
      return <SignInAgain />;
  }
}

/** A full page load runs start-up again, which signs the user in (e.g. after /logout). */
function SignInAgain() {
  useEffect(() => {
    location.assign(location.href);
  }, []);
  return <LoadingScreen />;
}
