import { Icon } from './icon';
import { iconNames } from './icon-paths';
import './icon-gallery.css';

/** Every icon of the sprite with the name to pass to <Icon name>. */
export function IconGallery() {
  return (
    <section className="ui-icon-gallery" aria-labelledby="ui-icon-gallery-title">
      <h1 id="ui-icon-gallery-title" className="ui-icon-gallery__title">
        Иконки <span className="ui-icon-gallery__count">{iconNames.length}</span>
      </h1>
      <ul className="ui-icon-gallery__list">
        {iconNames.map((name) => (
          <li key={name} className="ui-icon-gallery__item">
            <Icon name={name} size={24} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
