// The dialog is its own chunk, loaded after the page is up (deferred-lead-form-dialog.tsx), so the shared schema comes with it.
import { type LeadForm, leadFieldErrors, leadFormValuesSchema, snakeKeys } from '@store/contracts';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ApiError } from '~/api/client';
import { browserApi } from '~/api/browser-api';
import { Button } from '~/ui/button/button';
import { Modal } from '~/ui/modal/modal';
import { Spinner } from '~/ui/spinner/spinner';
import { emptyValue, type LeadValue, type LeadValues, LeadFormFields, type WebLeadForm } from './lead-form-fields';
import { closeLeadForm, type LeadFormRequest, useLeadFormRequest } from './lead-form-store';
import './lead-form.css';

/** Spec §9: the success dialog hides itself after 2000 ms. */
export const successDialogMs = 2000;

/** The files as the shared schema sees them (spec §3 "File list item"). */
function checkedValues(form: WebLeadForm, values: LeadValues, hidden: Record<string, string>): Record<string, unknown> {
  const checked: Record<string, unknown> = { ...hidden };
  for (const field of form.fields) {
    const value = values[field.name] ?? emptyValue(field);
    if (field.type === 'file') checked[field.name] = (value as File[]).map((file) => ({ name: file.name, type: file.type, size: file.size }));
    else if (value !== '') checked[field.name] = value;
  }
  return checked;
}

/** The message as the API takes it: multipart with `form_name`, fields, hidden data and `files[n]` (spec §7). */
function formData(form: WebLeadForm, values: LeadValues, hidden: Record<string, string>): FormData {
  const data = new FormData();
  data.set('form_name', form.formCode);
  for (const [key, value] of Object.entries(hidden)) data.set(key, value);
  for (const field of form.fields) {
    const value = values[field.name] ?? emptyValue(field);
    if (field.type === 'file') (value as File[]).forEach((file, index) => data.append(`files[${index}]`, file, file.name));
    else if (Array.isArray(value)) for (const item of value as string[]) data.append(field.name, item);
    else if (typeof value === 'boolean') {
      if (value) data.set(field.name, 'true');
    } else if (value !== '') data.set(field.name, value);
  }
  return data;
}

/** The lead-form dialog and its success dialog, mounted once in the root layout; `openLeadForm` opens it. */
export function LeadFormDialog() {
  const request = useLeadFormRequest();
  const [succeeded, setSucceeded] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), successDialogMs);
    return () => clearTimeout(timer);
  }, [succeeded]);
  return (
    <>
      {request ? (
        <LeadFormModal
          key={`${request.formCode}:${JSON.stringify(request.hidden)}`}
          request={request}
          onSent={() => {
            setOpener(request.opener);
            closeLeadForm();
            setSucceeded(true);
          }}
        />
      ) : null}
      <Modal open={succeeded} onOpenChange={setSucceeded} title="Заявка успешно отправлена" size="sm" returnFocusTo={opener}>
        <p className="lead-form__success">Мы свяжемся с вами в ближайшее время.</p>
      </Modal>
    </>
  );
}

function LeadFormModal({ request, onSent }: { request: LeadFormRequest; onSent: () => void }) {
  const [form, setForm] = useState<WebLeadForm | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<LeadValues>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    browserApi.get('/Webform/getForm/', { form_code: request.formCode }).then(
      (answer) => live && setForm(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [request.formCode]);

  const schema = useMemo(() => (form ? leadFormValuesSchema(snakeKeys(form) as LeadForm) : null), [form]);
  const clientErrors = useMemo(() => {
    if (!form || !schema) return {};
    const result = schema.safeParse(checkedValues(form, values, request.hidden));
    return result.success ? {} : leadFieldErrors(result.error);
  }, [form, schema, values, request.hidden]);
  const errors: Record<string, string> = { ...serverErrors };
  for (const [name, message] of Object.entries(clientErrors)) if (submitted || touched[name]) errors[name] = message;

  const onChange = (name: string, value: LeadValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors(({ [name]: _edited, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    setSubmitted(true);
    if (Object.keys(clientErrors).length > 0 || sending) return;
    setSending(true);
    try {
      await browserApi.postForm('/Webform/sendMessage/', formData(form, values, request.hidden));
      onSent();
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fields);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) closeLeadForm();
      }}
      title={form?.title ?? 'Заявка'}
      description={form?.description || undefined}
      size="md"
      returnFocusTo={request.opener}
    >
      {form ? (
        <form className="lead-form" noValidate onSubmit={onSubmit}>
          <LeadFormFields
            form={form}
            values={values}
            errors={errors}
            onChange={onChange}
            onBlur={(name) => setTouched((current) => ({ ...current, [name]: true }))}
          />
          <Button type="submit" variant="primary" size="l" block loading={sending}>
            {form.submitButtonText}
          </Button>
        </form>
      ) : failed ? (
        <p role="alert">Форма недоступна. Попробуйте позже</p>
      ) : (
        <Spinner size="sm" />
      )}
    </Modal>
  );
}
