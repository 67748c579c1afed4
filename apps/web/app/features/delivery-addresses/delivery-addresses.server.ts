import { deliveryAddressAddSchema, deliveryAddressUpdateSchema } from '@store/contracts';
import { data, redirect } from 'react-router';
import { ApiError } from '~/api/client';
import { requestApi } from '~/api/request-api.server';
import { type FormFailure, type FormSchema, type FormValues, intentKey } from '~/forms/schema-form';
import { submitForm } from '~/forms/submit-form.server';
import { type AddressPanel, deliveryAddressesPath } from './address-panel';

type Context = Parameters<typeof requestApi>[0];

/** /profile/delivery-addresses/: the saved addresses of the buyer (the route lets only them in), while the profile section is on (else 404). */
export async function readDeliveryAddresses(context: Context) {
  const { api, settings } = requestApi(context);
  const current = await settings();
  if (!current.profile.deliveryAddresses) throw data(null, { status: 404 });
  return { addresses: await api.get('/DeliveryAddresses/getList/'), city: current.city };
}

/** The form shown in the page itself, for a browser without scripts: `?add`, `?edit={id}` or `?delete={id}`. */
export function panelFromUrl(url: URL): AddressPanel | null {
  const id = (key: string) => Number(url.searchParams.get(key));
  if (url.searchParams.has('add')) return { kind: 'add' };
  if (Number.isSafeInteger(id('edit')) && id('edit') > 0) return { kind: 'edit', id: id('edit') };
  if (Number.isSafeInteger(id('delete')) && id('delete') > 0) return { kind: 'delete', id: id('delete') };
  return null;
}

export type AddressActionAnswer = { panel: AddressPanel; failure: FormFailure };

/** A plain form's strings as the API's body: the checkbox is sent only when ticked, the id as text. */
function fromForm<P>(schema: FormSchema<P>): FormSchema<P> {
  return {
    safeParse: (value) => {
      const { id, is_default, ...rest } = value as FormValues;
      return schema.safeParse({ ...rest, is_default: is_default === 'on', ...(id === undefined ? {} : { id: Number(id) }) });
    },
  };
}

type ActionArgs = { request: Request; context: Context };

/**
 * The page's forms without scripts (with them, the dialogs call the API themselves): add, update, delete and make
 * default, told apart by the pressed button's `intent`. Done, it goes back to the list; a refusal shows the form again
 * with the messages.
 */
export async function deliveryAddressAction(args: ActionArgs) {
  const formData = await args.request.formData();
  const intent = formData.get(intentKey);
  const id = Number(formData.get('id'));
  const refused = (panel: AddressPanel, failure: FormFailure, status: number) => data<AddressActionAnswer>({ panel, failure }, { status });
  if (intent === 'add' || intent === 'update') {
    const outcome =
      intent === 'add'
        ? await submitForm(args, fromForm(deliveryAddressAddSchema), (api, body) => api.post('/DeliveryAddresses/add/', body), formData)
        : await submitForm(args, fromForm(deliveryAddressUpdateSchema), (api, body) => api.post('/DeliveryAddresses/update/', body), formData);
    if (!outcome.ok) return refused(intent === 'add' ? { kind: 'add' } : { kind: 'edit', id }, outcome.failure, outcome.init.status);
    throw redirect(deliveryAddressesPath);
  }
  if (intent !== 'delete' && intent !== 'default') throw data(null, { status: 400 });
  const { api } = requestApi(args.context);
  try {
    if (intent === 'delete') await api.post('/DeliveryAddresses/delete/', { id });
    else {
      const address = (await api.get('/DeliveryAddresses/getList/')).find((entry) => entry.id === id);
      if (!address) throw data(null, { status: 404 });
      const { name, address: text, city, zip } = address;
      await api.post('/DeliveryAddresses/update/', { id, name, address: text, city, zip, is_default: true });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refused({ kind: 'delete', id }, { formError: error.message, fieldErrors: error.fields, values: {} }, error.httpStatus);
  }
  throw redirect(deliveryAddressesPath);
}
