import './phone-text.css';

/**
 * A Russian number as the phone mask shows it: '89161234567' → '+7 (916) 123-45-67'; anything else as it is. Not
 * contracts' `formatPhone`, whose numbering plan (libphonenumber) would weigh on every page's JavaScript.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const match = /^[78](\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone;
}

/** A phone number shown on one line (a narrow column would break it at its hyphens). */
export function PhoneText({ phone }: { phone: string }) {
  return <span className="phone-text">{formatPhone(phone)}</span>;
}
