import { Link } from 'react-router';
import { useRootData } from '~/lib/root-data';

/**
 * «Заказов: N» on an organisation: a manager, whose orders list holds the organisation's orders, follows it there
 * (filtered to the organisation); anyone else reads the count.
 */
export function OrganizationOrders({ organization, isAnyManager }: { organization: { id: number; ordersCount: number }; isAnyManager: boolean }) {
  const { settings } = useRootData();
  const text = `Заказов: ${organization.ordersCount}`;
  if (!isAnyManager || organization.ordersCount === 0 || !settings.orders.enabled) return text;
  return <Link to={`/profile/orders/?organization_id=${organization.id}`}>{text}</Link>;
}
