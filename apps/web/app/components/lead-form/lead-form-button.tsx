import type { ReactNode } from 'react';
import { openLeadForm } from './lead-form-store';

interface LeadFormButtonProps {
  formCode: string;
  /** The page's data sent with the form (the product a price is asked for). */
  hidden?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

/** A button of the content (navbar, alert, header, slides, product) that opens a lead form in the dialog. */
export function LeadFormButton({ formCode, hidden, className, children }: LeadFormButtonProps) {
  return (
    <button type="button" className={className} onClick={() => openLeadForm(formCode, hidden)}>
      {children}
    </button>
  );
}
