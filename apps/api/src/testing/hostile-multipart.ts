/** A broken or abusive multipart body; `status` is the one right refusal where only one is right. */
export interface MultipartCase {
  name: string;
  contentType: string;
  payload: string;
  status?: number;
}

const boundary = 'hostile-boundary-7MA4YWxkTrZu0gW';

function fieldPart(name: string, value: string, extraHeaders = ''): string {
  return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${extraHeaders}\r\n${value}\r\n`;
}

/** A well-formed multipart/form-data body with one text field per entry. */
export function multipartBody(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(([name, value]) => fieldPart(name, String(value)));
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** Broken and abusive multipart bodies around the given fields. */
export function multipartCases(fields: Record<string, unknown>): MultipartCase[] {
  const whole = multipartBody(fields);
  const firstKey = Object.keys(fields)[0] ?? 'text';
  const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: application/octet-stream\r\n\r\n${'\u0000'.repeat(1000)}\r\n`;
  const request = (name: string, payload: string, status?: number, contentType = `multipart/form-data; boundary=${boundary}`): MultipartCase => ({
    name,
    contentType,
    payload,
    ...(status ? { status } : {}),
  });
  const closing = `--${boundary}--\r\n`;
  return [
    request('well-formed', whole),
    request('truncated in a field', whole.slice(0, Math.floor(whole.length / 2)), 400),
    request('truncated after a part', whole.slice(0, whole.length - closing.length), 400),
    request('an empty body', '', 400),
    request('a wrong boundary', whole, 400, 'multipart/form-data; boundary=another-boundary'),
    request('a file part', `${filePart}${whole}`),
    request('thirty fields', `${Array.from({ length: 30 }, (_, i) => fieldPart(`f${i}`, 'x')).join('')}${closing}`),
    request('a 20,000-character field', `${fieldPart(firstKey, 'x'.repeat(20_000))}${whole}`),
    request('a 300-character field name', `${fieldPart('n'.repeat(300), 'x')}${whole}`),
    request('__proto__ as a field name', `${fieldPart('__proto__', 'x')}${whole}`, 400),
    request('constructor as a field name', `${fieldPart('constructor', 'x')}${whole}`),
    request(
      'a field twice',
      `${Object.entries(fields)
        .map(([name, value]) => fieldPart(name, String(value)))
        .join('')}${whole}`,
    ),
    request('a part without a disposition', `--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n${whole}`),
    request('a garbage disposition', `--${boundary}\r\nContent-Disposition: ;;;=\r\n\r\nx\r\n${whole}`),
    request('a JSON part that is not JSON', `${fieldPart(firstKey, '{"a":', 'Content-Type: application/json\r\n')}${closing}`),
    request('a NUL byte in a field', multipartBody({ ...fields, [firstKey]: `${String(fields[firstKey] ?? '')}\u0000` })),
    request('binary garbage', '\u0000\u00ff'.repeat(5000)),
  ];
}
