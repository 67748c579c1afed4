import * as Popover from '@radix-ui/react-popover';
import { useId, useRef, useState } from 'react';
import type { BasketColor } from '@store/contracts';
import { phoneQuery, useMediaQuery } from '~/ui/media/use-media-query';
import { Modal } from '~/ui/modal/modal';
import { BasketList } from './basket-list';
import { PickerTrigger } from './basket-picker-trigger';
import { type MultiBasketView, multiBasketActions } from '~/visitor/basket-store';
import { CreateBasketDialog } from './create-basket-dialog';
import '~/ui/select/select.css';

interface PanelProps {
  baskets: readonly MultiBasketView[];
  name: string;
  color: BasketColor;
  /** The visitor clicked the stand-in before this module arrived: open at once. */
  defaultOpen: boolean;
}

const ignore = () => {};

/** 'Все корзины': a dropdown on desktop, a bottom sheet on phones; choosing a basket makes it active. */
export default function BasketPickerPanel({ baskets, name, color, defaultOpen }: PanelProps) {
  const phone = useMediaQuery(phoneQuery);
  const [open, setOpen] = useState(defaultOpen);
  const [creating, setCreating] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  const choose = (basketId: number) => {
    setOpen(false);
    multiBasketActions.makeActive(basketId).catch(ignore);
  };
  const list = (
    <BasketList
      baskets={baskets}
      onChoose={choose}
      onCreate={() => {
        setOpen(false);
        setCreating(true);
      }}
    />
  );
  // Radix's trigger opens the dropdown itself; the sheet's button does it by hand.
  const button = (onClick?: () => void) => <PickerTrigger ref={trigger} name={name} color={color} onClick={onClick} />;

  return (
    <>
      {phone ? (
        <>
          {button(() => setOpen(true))}
          <Modal open={open} onOpenChange={setOpen} title="Все корзины" returnFocusTo={trigger.current}>
            {list}
          </Modal>
        </>
      ) : (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Trigger asChild>{button()}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className="ui-popover basket-picker__popover" align="end" sideOffset={4} collisionPadding={8} aria-labelledby={titleId}>
              <h2 id={titleId} className="basket-picker__title">
                Все корзины
              </h2>
              {list}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
      <CreateBasketDialog open={creating} onOpenChange={setCreating} returnFocusTo={trigger.current} />
    </>
  );
}
