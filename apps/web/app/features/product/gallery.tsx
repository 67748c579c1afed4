import { useState } from 'react';
import { Image } from '~/components/image';

/** The main picture's shown width (product.css): the page's first column less the box's padding and border. */
const gallerySizes = '(min-width: 1280px) 386px, (min-width: 768px) calc(50vw - 60px), calc(100vw - 66px)';

/** Main picture and, when there are several, thumbnails that switch it. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const main = images[current] ?? null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        <Image src={main} alt={name} width={480} height={480} sizes={gallerySizes} priority className="gallery__image" />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image}>
              <button type="button" className="gallery__thumb" aria-pressed={index === current} onClick={() => setCurrent(index)}>
                <Image src={image} alt={`${name}, фото ${index + 1}`} width={64} height={64} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
