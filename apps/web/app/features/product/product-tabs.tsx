import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

export interface ProductTab {
  code: string;
  name: string;
  content: ReactNode;
}

/**
 * Tabs in the order settings give (spec §3 productDetail.tabs). Every panel is in the HTML, the inactive ones
 * hidden, so search engines and the find-in-page see all of it.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [active, setActive] = useState(0);
  const id = useId();
  if (tabs.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (active + step + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="product-tabs">
      <div role="tablist" className="product-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.code}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="product-tabs__tab"
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.code}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className="product-tabs__panel"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
