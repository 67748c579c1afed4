import { useEffect } from 'react';
import { useDeferredComponent } from '~/ui/deferred/use-deferred-component';
import { useLeadFormRequest } from './lead-form-store';

const loadDialog = () => import('./lead-form-dialog').then((module) => ({ default: module.LeadFormDialog }));

/** The lead-form dialog, loaded once the page is up or at once when a button asks for a form. Mount once in the root layout. */
export function DeferredLeadFormDialog() {
  const { Component: Dialog, loadNow } = useDeferredComponent(loadDialog);
  const request = useLeadFormRequest();
  useEffect(() => {
    if (request) loadNow();
  }, [request, loadNow]);
  return Dialog ? <Dialog /> : null;
}
