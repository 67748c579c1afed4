import { useState } from 'react';
import { Glyph } from '~/components/glyph';
import { preferenceCookie } from '~/lib/cookies';

export const alertCookie = 'alert_closed';

/** Short stable fingerprint of the alert text: a new text shows again after the old one was closed. */
export function alertFingerprint(text: string): string {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) | 0;
  return (hash >>> 0).toString(36);
}

interface AlertBarProps {
  text: string;
  formName: string | undefined;
  closedFingerprint: string | undefined;
}

/** The optional closable alert above the navbar (spec §2). */
export function AlertBar({ text, formName, closedFingerprint }: AlertBarProps) {
  const fingerprint = alertFingerprint(text);
  const [closed, setClosed] = useState(closedFingerprint === fingerprint);
  if (closed) return null;

  const close = () => {
    document.cookie = preferenceCookie(alertCookie, fingerprint);
    setClosed(true);
  };

  return (
    <div className="alert-bar" role="region" aria-label="Объявление">
      <div className="container alert-bar__inner">
        <p className="alert-bar__text">{text}</p>
        {formName ? (
          <button type="button" className="alert-bar__form">
            {formName}
          </button>
        ) : null}
        <button type="button" className="alert-bar__close" onClick={close}>
          <Glyph name="close" size={18} />
          <span className="ui-visually-hidden">Закрыть объявление</span>
        </button>
      </div>
    </div>
  );
}
