import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootData } from '~/lib/root-data';
import { useUrlModal } from '~/ui/modal/use-url-modal';
import { checkoutParam, checkoutPath } from '~/lib/checkout-path';
import type { GoodsTable } from './checkout-modal';

/** The checkout's code loads when it is opened: no page carries it in its first load. */
const CheckoutModal = lazy(() => import('./checkout-modal'));

/** Where a guest signs in before ordering, coming back to the checkout afterwards. */
export const signInToCheckoutHref = `/auth/?back=${encodeURIComponent(checkoutPath)}`;

/**
 * The checkout modal while the URL asks for it. A guest orders and is registered at submit (spec §6); when the
 * settings turn guest ordering off, a guest is sent to /auth first and comes back here (spec §4).
 */
export function CheckoutEntry({ goodsTable }: { goodsTable: GoodsTable }) {
  const { open, closeModal } = useUrlModal(checkoutParam);
  const { settings, user } = useRootData();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mustSignIn = open && user === null && !settings.checkout.guestOrdering;

  useEffect(() => {
    if (mustSignIn) navigate(`/auth/?back=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
  }, [mustSignIn, navigate, pathname, search]);

  if (!open || mustSignIn) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutModal
        open
        onClose={closeModal}
        settings={{
          city: settings.city,
          individualMayOrderAsLegal: settings.checkout.individualMayOrderAsLegal,
          canChooseDate: settings.checkout.canChooseDate,
          deliveryAddresses: settings.profile.deliveryAddresses,
        }}
        user={user ? { isCompanyUser: user.userType === 'legal' } : null}
        authHref={signInToCheckoutHref}
        // A full load: the order's page, the (new) user and the emptied basket all come fresh (spec §4).
        onOrdered={(orderNum) => window.location.assign(`/profile/orders/${encodeURIComponent(orderNum)}/`)}
        goodsTable={goodsTable}
      />
    </Suspense>
  );
}
