import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '@store/contracts';
import { Icon } from '~/ui/icon/icon';

interface MegaMenuMobileProps {
  categories: MenuCategory[];
  onNavigate: () => void;
  /** Shown under the top level only (the navbar's links and forms). */
  extra?: ReactNode;
}

/** Mobile (spec §2): one level at a time, a back button above every level below the top. */
export function MegaMenuMobile({ categories, onNavigate, extra }: MegaMenuMobileProps) {
  const [trail, setTrail] = useState<MenuCategory[]>([]);
  const current = trail[trail.length - 1];
  const items = current ? current.subcategories : categories;
  const root = useRef<HTMLDivElement>(null);
  // The pressed button is gone with its level: focus goes to the new level's Назад, or back to the item left.
  const left = useRef<string | null>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the level changes
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const items = [...(root.current?.querySelectorAll<HTMLElement>('[data-code]') ?? [])];
    const target = left.current ? items.find((item) => item.dataset.code === left.current) : root.current?.querySelector<HTMLElement>('.mega-mobile__back');
    target?.focus();
  }, [trail]);
  const open = (category: MenuCategory) => {
    moved.current = true;
    left.current = null;
    setTrail([...trail, category]);
  };
  const back = () => {
    moved.current = true;
    left.current = current?.code ?? null;
    setTrail(trail.slice(0, -1));
  };

  return (
    <div className="mega-mobile" ref={root}>
      {current ? (
        <div className="mega-mobile__head">
          <button type="button" className="mega-mobile__back" onClick={back}>
            <Icon name="chevron-left" size={18} />
            Назад
          </button>
          <h2 className="mega-mobile__title">{current.name}</h2>
        </div>
      ) : (
        <h2 className="mega-mobile__title mega-mobile__title--top">Каталог</h2>
      )}
      <ul className="mega-mobile__list">
        {current ? (
          <li>
            <Link to={current.url} prefetch="intent" className="mega-mobile__item mega-mobile__item--all" onClick={onNavigate}>
              Все товары раздела
            </Link>
          </li>
        ) : null}
        {items.map((category) => (
          <li key={category.code}>
            {category.subcategories.length > 0 ? (
              <button type="button" className="mega-mobile__item" data-code={category.code} onClick={() => open(category)}>
                <span>{category.name}</span>
                <Icon name="chevron-right" size={18} />
              </button>
            ) : (
              <Link to={category.url} prefetch="intent" className="mega-mobile__item" onClick={onNavigate}>
                {category.name}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {current ? null : extra}
    </div>
  );
}
