import { data } from 'react-router';
import { Showcase } from '~/ui/showcase/showcase';
import { showcaseEnabled } from '~/ui/showcase/showcase-enabled.server';
import '~/ui/tokens.css';
import '~/ui/base.css';
import type { Route } from './+types/showcase';

export const meta = () => [{ title: 'Дизайн-система' }, { name: 'robots', content: 'noindex' }];

export function loader({ context }: Route.LoaderArgs) {
  if (!showcaseEnabled(context)) throw data('Страница не найдена', { status: 404 });
  return null;
}

/** /_ui/ (layout empty): every piece of the design system in its variants and states. */
export default function ShowcasePage() {
  return <Showcase />;
}
