import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { planRedirect } from './redirect-target';

interface RedirectState {
  _isRedirect?: boolean;
}

/**
 * A client navigation to /old/#part that the server redirects arrives without its hash (data requests
 * never carry it); put the hash back on the redirected location.
 */
export function useKeepHashOnRedirect(): void {
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const requestedHash = useRef('');

  useEffect(() => {
    const pending = navigation.location;
    if (pending && !(pending.state as RedirectState | null)?._isRedirect) requestedHash.current = pending.hash;
  }, [navigation.location]);

  useEffect(() => {
    const hash = requestedHash.current;
    requestedHash.current = '';
    if (!(location.state as RedirectState | null)?._isRedirect || !hash || location.hash) return;
    const plan = planRedirect(`${location.pathname}${location.search}`, { hash });
    navigate(plan.href, { replace: true, preventScrollReset: true });
  }, [location, navigate]);
}
