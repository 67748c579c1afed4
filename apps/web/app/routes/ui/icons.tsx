import { data } from 'react-router';
import { IconGallery } from '~/ui/icon/icon-gallery';
import { showcaseEnabled } from '~/ui/showcase/showcase-enabled.server';
import '~/ui/tokens.css';
import '~/ui/base.css';
import type { Route } from './+types/icons';

export const meta = () => [{ title: 'Иконки' }, { name: 'robots', content: 'noindex' }];

export function loader({ context }: Route.LoaderArgs) {
  if (!showcaseEnabled(context)) throw data('Страница не найдена', { status: 404 });
  return null;
}

/** /_icons/ (layout svg-sprite): every icon of the sprite with its name. */
export default function IconsPage() {
  return <IconGallery />;
}
