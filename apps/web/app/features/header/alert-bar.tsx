import { LeadFormButton } from '~/components/lead-form/lead-form-button';
import { useEffect, useState } from 'react';
import { Icon } from '~/ui/icon/icon';
import { preferenceCookie, readCookie } from '~/lib/cookies';

export const alertCookie = 'alert_closed';

/** Short stable fingerprint of the alert text: a new text shows again after the old one was closed. */
export function alertFingerprint(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

/** Hides an alert the visitor closed before first paint (the root's head script; `.alert-closed` in header.css). */
export function alertClosedScript(text: string): string {
  return `(function(){if(/(?:^|; )${alertCookie}=${alertFingerprint(text)}(?:;|$)/.test(document.cookie))document.documentElement.classList.add('alert-closed')})()`;
}

interface AlertBarProps {
  text: string;
  form: { formCode: string; name: string } | null | undefined;
}

/** The optional closable alert above the navbar (spec §2). */
export function AlertBar({ text, form }: AlertBarProps) {
  const fingerprint = alertFingerprint(text);
  const [closed, setClosed] = useState(false);
  // The server renders the alert for everyone (the page is shared); a closed one was hidden before paint and leaves here.
  useEffect(() => setClosed(readCookie(document.cookie, alertCookie) === fingerprint), [fingerprint]);
  if (closed) return null;

  const close = () => {
    document.cookie = preferenceCookie(alertCookie, fingerprint);
    setClosed(true);
  };

  return (
    <div className="alert-bar" role="region" aria-label="Объявление">
      <div className="container alert-bar__inner">
        <p className="alert-bar__text">{text}</p>
        {form ? (
          <LeadFormButton formCode={form.formCode} className="alert-bar__form">
            {form.name}
          </LeadFormButton>
        ) : null}
        <button type="button" className="alert-bar__close" onClick={close}>
          <Icon name="close" size={18} />
          <span className="ui-visually-hidden">Закрыть объявление</span>
        </button>
      </div>
    </div>
  );
}
