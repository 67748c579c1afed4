import { Outlet } from 'react-router';

/** Layout "empty": the page alone, no chrome (the API documentation). */
export default function EmptyLayout() {
  return <Outlet />;
}
