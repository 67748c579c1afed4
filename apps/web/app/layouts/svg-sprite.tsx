import { Outlet } from 'react-router';

/** Layout "svg-sprite": the icon sprite page of the design system, without the shop chrome. */
export default function SvgSpriteLayout() {
  return (
    <main id="main" className="container">
      <Outlet />
    </main>
  );
}
