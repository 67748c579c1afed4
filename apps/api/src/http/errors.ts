/** Typed errors the one error handler turns into the error envelope. */
export class HttpError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

export const notFound = (message = 'Не найдено', fields?: Record<string, string>) => new HttpError(404, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Требуется вход в систему') => new HttpError(401, message);
export const forbidden = (message = 'Доступ запрещён') => new HttpError(403, message);
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, message, fields);
export const unprocessable = (message: string, fields?: Record<string, string>) => new HttpError(422, message, fields);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const tooManyRequests = (message = 'Слишком много попыток. Повторите позже') => new HttpError(429, message);
