import { type Camelize, type QuickOrderLine, quickOrderAddFormSchema, quickOrderFormSchema } from '@store/contracts';
import { data, redirect } from 'react-router';
import { requestApi } from '~/api/request-api.server';
import { type FormFailure, firstMessage, intentKey } from '~/forms/schema-form';
import { submitForm } from '~/forms/submit-form.server';
import { sheetText } from './quick-order-file.server';

type Context = Parameters<typeof requestApi>[0];
type ActionArgs = { request: Request; context: Context };

export type QuickOrderAnswer =
  | { intent: 'resolve' | 'add'; text: string; lines: Camelize<QuickOrderLine>[]; failure: undefined }
  | { intent: 'resolve' | 'add'; text: string; lines: Camelize<QuickOrderLine>[] | null; failure: FormFailure };

/** The section is there while its switch is on (spec §2 profile menu); else 404. */
export async function requireQuickOrder(context: Context) {
  if (!(await requestApi(context).settings()).profile.quickOrder) throw data(null, { status: 404 });
}

/** 'id:quantity' pairs joined by commas (the ticked lines' boxes, see `formValues`) as the API's items. */
const items = (text: string) =>
  text.split(',').map((pair) => {
    const [id, quantity] = pair.split(':').map(Number) as [number, number];
    return { id, quantity };
  });

/**
 * The page's two forms: 'resolve' finds the list's products (the page again, with its lines); 'add' puts the ticked
 * ones in the basket and opens it. A refusal keeps the list, and the lines it had, on the page with the message.
 */
export async function quickOrderAction(args: ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get(intentKey) === 'add' ? 'add' : 'resolve';
  const file = formData.get('file');
  if (intent === 'resolve' && file instanceof File && file.size > 0) {
    // An uploaded workbook stands for the list: its rows are read as a paste from Excel would give them.
    const sheet = await sheetText(file);
    if ('error' in sheet) {
      const failure = { formError: null, fieldErrors: { file: sheet.error }, values: {} };
      return data<QuickOrderAnswer>({ intent, text: String(formData.get('text') ?? ''), lines: null, failure }, { status: 400 });
    }
    formData.set('text', sheet.text);
  }
  const text = String(formData.get('text') ?? '');
  if (intent === 'resolve') {
    const outcome = await submitForm(args, quickOrderFormSchema, (api, payload) => api.post('/QuickOrder/resolve/', payload), formData);
    if (!outcome.ok) return data<QuickOrderAnswer>({ intent, text, lines: null, failure: outcome.failure }, outcome.init);
    return { intent, text, lines: outcome.result.lines, failure: undefined } satisfies QuickOrderAnswer;
  }
  const outcome = await submitForm(args, quickOrderAddFormSchema, (api, payload) => api.post('/Basket/addList/', { items: items(payload.items) }), formData);
  if (outcome.ok) throw redirect('/basket/');
  const { api } = requestApi(args.context);
  const lines = text.trim() ? ((await api.post('/QuickOrder/resolve/', { text }).catch(() => null))?.lines ?? null) : null;
  // The page shows an add's refusal as one message above the lines: a field's (nothing ticked) or the basket's.
  const failure = { ...outcome.failure, formError: firstMessage(outcome.failure.formError, outcome.failure.fieldErrors) };
  return data<QuickOrderAnswer>({ intent, text, lines, failure }, outcome.init);
}
