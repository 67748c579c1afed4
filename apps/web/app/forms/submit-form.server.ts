import { data } from 'react-router';
import { ApiError, type ApiClient } from '~/api/client';
import { requestApi } from '~/api/request-api.server';
import { type FormFailure, type FormSchema, type FormValues, firstMessage, formValues, schemaFieldErrors, withoutSecrets } from './schema-form';

type ActionArgs = { request: Request; context: Parameters<typeof requestApi>[0] };

interface Rejection {
  ok: false;
  failure: FormFailure;
  init: { status: number };
  /** The failure as the action's answer; a page that needs more in it builds its own from `failure` and `init`. */
  response: ReturnType<typeof data<FormFailure>>;
}

export type FormOutcome<R> = { ok: true; result: R } | Rejection;

function rejected(failure: FormFailure, status: number): Rejection {
  const init = { status };
  return { ok: false, failure, init, response: data(failure, init) };
}

/**
 * Checks a submitted form with its contracts schema and sends it to the API. A rejected form (here or
 * by the server) comes back as a ready `data()` answer with the messages. Set-Cookie of the API call reaches
 * the answer through the request's API context.
 */
export async function submitForm<P, R>(
  args: ActionArgs,
  schema: FormSchema<P>,
  send: (api: ApiClient, payload: P) => Promise<R>,
  formData?: FormData,
): Promise<FormOutcome<R>> {
  const values = formValues(formData ?? (await args.request.formData()));
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const { '': formError = null, ...fieldErrors } = schemaFieldErrors(schema, values);
    return rejected({ formError, fieldErrors, values: withoutSecrets(values) }, 400);
  }
  return sendForm(args, (api) => send(api, parsed.data), withoutSecrets(values));
}

/**
 * Sends a form that has nothing to check (a delete button's) to the API; a refusal comes back like `submitForm`'s,
 * with the API's message and the form's `values`.
 */
export async function sendForm<R>(args: ActionArgs, send: (api: ApiClient) => Promise<R>, values: FormValues = {}): Promise<FormOutcome<R>> {
  const { api } = requestApi(args.context);
  try {
    return { ok: true, result: await send(api) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const formError = firstMessage(error.message, error.fields);
    const apiError = { httpStatus: error.httpStatus, httpStatusText: error.httpStatusText, result: { message: formError } };
    const failure = { formError, fieldErrors: error.fields, values, apiError };
    const status = error.httpStatus >= 400 && error.httpStatus < 600 ? error.httpStatus : 500;
    return rejected(failure, status);
  }
}
