import type { ReactNode } from 'react';
import { openLeadForm } from './lead-form-store';

interface LeadFormButtonProps {
  formCode: string;
  /** The page's data sent with the form (the product a price is asked for). */
  hidden?: Record<string, string>;
  className?: string;
  /** Called as the form is asked for (a menu holding the button closes). */
  onOpen?: () => void;
  children: ReactNode;
}

/** A button of the content (navbar, alert, header, slides, product) that opens a lead form in the dialog. */
export function LeadFormButton({ formCode, hidden, className, onOpen, children }: LeadFormButtonProps) {
  const open = () => {
    onOpen?.();
    openLeadForm(formCode, hidden);
  };
  return (
    <button type="button" className={className} onClick={open}>
      {children}
    </button>
  );
}
