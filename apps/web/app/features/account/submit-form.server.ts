import { data } from 'react-router';
import { ApiError, type ApiClient } from '~/api/client';
import { serverApi } from '~/api/server-api';
import { type FormFailure, type FormSchema, firstMessage, formValues, schemaFieldErrors, withoutSecrets } from './schema-form';

type ActionArgs = Parameters<typeof serverApi>[0];

interface Rejection {
  ok: false;
  failure: FormFailure;
  init: { status: number; headers: Headers };
  /** The failure as the action's answer; a page that needs more in it builds its own from `failure` and `init`. */
  response: ReturnType<typeof data<FormFailure>>;
}

export type FormOutcome<R> = { ok: true; result: R; headers: Headers } | Rejection;

function rejected(failure: FormFailure, status: number, headers: Headers): Rejection {
  const init = { status, headers };
  return { ok: false, failure, init, response: data(failure, init) };
}

function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * Checks a submitted form with its contracts schema and sends it to the API. A rejected form (here or
 * by the server) comes back as a ready `data()` answer with the messages; Set-Cookie of the API call
 * travels in `headers` either way.
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
    return rejected({ formError, fieldErrors, values: withoutSecrets(values) }, 400, new Headers());
  }
  const api = serverApi(args);
  try {
    const result = await send(api, parsed.data);
    return { ok: true, result, headers: cookieHeaders(api.setCookies) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const formError = firstMessage(error.message, error.fields);
    const apiError = { httpStatus: error.httpStatus, httpStatusText: error.httpStatusText, result: { message: formError } };
    const failure = { formError, fieldErrors: error.fields, values: withoutSecrets(values), apiError };
    const status = error.httpStatus >= 400 && error.httpStatus < 600 ? error.httpStatus : 500;
    return rejected(failure, status, cookieHeaders(api.setCookies));
  }
}
