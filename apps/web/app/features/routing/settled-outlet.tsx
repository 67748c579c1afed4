import { type ReactNode, memo } from 'react';
import { type Location, type UIMatch, useLocation, useMatches, useOutlet } from 'react-router';

/**
 * The routes below, rendered again only when the location or a route's data changes. React Router renders its whole
 * route tree at every change of its state, a click's loading state included, and gives each route a new context,
 * which renders every link of the page again (~40 at each click; bench/RESULTS.md, issue 11). What the loading state
 * changes (`useNavigation`, fetchers) still reaches the components that read it, through React Router's contexts.
 */
export function SettledOutlet() {
  return <Routes outlet={useOutlet()} location={useLocation()} matches={useMatches()} />;
}

interface RoutesProps {
  outlet: ReactNode;
  location: Location;
  /** React Router keeps this array while the matched routes and their data stay the same. */
  matches: UIMatch[];
}

const Routes = memo(
  ({ outlet }: RoutesProps) => outlet,
  (before, after) => before.location === after.location && before.matches === after.matches,
);
