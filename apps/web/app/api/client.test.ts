import type { Basket, Camelize } from '@store/contracts';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, createApiClient, unknownErrorMessage } from './client';

const answer = (status: number, body: unknown, statusText = '') =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText }));

describe('createApiClient onError', () => {
  it('is told of a failure with its status, text and message before the caller gets it', async () => {
    const onError = vi.fn();
    const api = createApiClient({ fetch: answer(500, { status: 'error', result: { message: 'База недоступна' } }, 'Internal Server Error'), onError });
    const thrown = await api.get('/Basket/get/').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith(thrown);
    expect(thrown).toMatchObject({ httpStatus: 500, httpStatusText: 'Internal Server Error', message: 'База недоступна' });
  });

  it('throws the error object of spec §8: status, result, httpStatus, httpStatusText', async () => {
    const envelope = { status: 'error', result: { message: 'Проверьте правильность заполнения полей', fields: { email: 'Некорректный email' } } };
    const thrown = await createApiClient({ fetch: answer(400, envelope, 'Bad Request') })
      .post('/Auth/login/', { login_type: 'email', login: 'ivan', password: 'secret' })
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({ status: 'error', result: envelope.result, httpStatus: 400, httpStatusText: 'Bad Request' });
    expect((thrown as ApiError).fields).toEqual({ email: 'Некорректный email' });
  });

  it("is told of an unreadable body as 'unknownError', and of an OK answer whose status is not 'ok'", async () => {
    const onError = vi.fn();
    await createApiClient({ fetch: answer(502, '<html>', 'Bad Gateway'), onError })
      .get('/Settings/get/')
      .catch(() => {});
    expect(onError.mock.calls[0]![0]).toMatchObject({ status: 'unknownError', result: { message: unknownErrorMessage }, httpStatus: 502 });
    await createApiClient({ fetch: answer(200, { status: 'error', result: { message: 'Нет' } }), onError })
      .get('/Settings/get/')
      .catch(() => {});
    expect(onError.mock.calls[1]![0]).toMatchObject({ status: 'error', result: { message: 'Нет' }, httpStatus: 200 });
  });

  it('is not called for a success', async () => {
    const onError = vi.fn();
    await expect(createApiClient({ fetch: answer(200, { status: 'ok', result: { basket_id: 1 } }), onError }).get('/Basket/get/')).resolves.toEqual({
      basketId: 1,
    });
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('createApiClient types', () => {
  const api = createApiClient({ fetch: answer(200, { status: 'ok', result: null }) });

  it('answers each path with its camelCased result, and checks queries and bodies against the endpoint map', async () => {
    expectTypeOf(api.get('/Basket/get/')).resolves.toEqualTypeOf<Camelize<Basket>>();
    expectTypeOf(api.post('/Auth/logout/')).resolves.toBeNull();
    await Promise.allSettled([
      // @ts-expect-error: not a path of the map
      api.get('/Basket/nothing/'),
      // @ts-expect-error: the product page needs its code
      api.get('/Catalog/getProduct/'),
      // @ts-expect-error: a query key the endpoint does not take
      api.get('/Search/getFromBar/', { q: 'болт', colour: 'red' }),
      // @ts-expect-error: a product id is a number
      api.post('/Basket/add/', { id: '1' }),
    ]);
  });
});
