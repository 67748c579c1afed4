import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import './tooltip.css';

type TooltipProps = {
  content: ReactNode;
  /** One focusable element (a button or link): the tooltip shows on hover and on keyboard focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delay?: number;
};

/** Short hint for a control (Radix Tooltip: hover and focus, Escape closes, described-by wiring). */
export function Tooltip({ content, children, side = 'top', delay = 300 }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delay}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className="ui-tooltip" side={side} sideOffset={6} collisionPadding={8}>
            {content}
            <TooltipPrimitive.Arrow className="ui-tooltip__arrow" width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
