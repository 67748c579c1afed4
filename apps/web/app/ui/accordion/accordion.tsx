import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import './accordion.css';

export type AccordionSection = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  sections: readonly AccordionSection[];
  /** Several sections open at once. */
  multiple?: boolean;
  defaultOpen?: string[];
};

/** Collapsible sections; the height animates over 250 ms (spec §9) from Radix's measured content height. */
export function Accordion({ sections, multiple, defaultOpen = [] }: AccordionProps) {
  const items = sections.map((section) => (
    <AccordionPrimitive.Item key={section.id} value={section.id} className="ui-accordion__item">
      <AccordionPrimitive.Header className="ui-accordion__header">
        <AccordionPrimitive.Trigger className="ui-accordion__trigger">
          {section.title}
          <Icon name="chevron-down" className="ui-accordion__chevron" />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="ui-accordion__content">
        <div className="ui-accordion__body">{section.content}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  ));
  return multiple ? (
    <AccordionPrimitive.Root type="multiple" defaultValue={defaultOpen} className="ui-accordion">
      {items}
    </AccordionPrimitive.Root>
  ) : (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={defaultOpen[0]} className="ui-accordion">
      {items}
    </AccordionPrimitive.Root>
  );
}
