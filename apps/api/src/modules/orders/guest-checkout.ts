import crypto from 'node:crypto';
import { type CheckoutRequest, normalizeEmail, type Settings } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict, HttpError, unauthorized, unprocessable } from '../../http/errors.ts';
import type { Db } from '../../db/database.ts';
import { takeAttempt } from '../auth/rate-limit.ts';
import { registerUser } from '../auth/registration.service.ts';
import { getPricedBasket } from '../basket/basket.service.ts';
import { enqueue } from '../outbox/outbox.repository.ts';
import { hashToken, SESSION_COOKIE } from '../session/session.ts';
import { limitTakenLogins } from '../user/logins.ts';
import { isTaken } from '../user/user.repository.ts';
import { type CheckoutDeps, deliveryChoice, findPayment } from './checkout.service.ts';
import { checkoutDestination, quoteCheckoutDelivery } from './delivery-port.ts';
import { welcomeMail } from './order-mail.ts';
import { orderMessages } from './order-messages.ts';
import { checkReceivingDates, checkReceivingRequest } from './receiving-rules.ts';

/**
 * The idempotency scope of a guest's attempts: their session cookie's hash (the session's id). It outlives the
 * session, which the sign-in at checkout replaces, so a repeated submit with the old cookie still replays.
 */
export function guestScope(request: FastifyRequest, settings: Settings): string {
  if (!settings.checkout.guest_ordering) throw unauthorized(orderMessages.signInToOrder);
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw unprocessable(orderMessages.emptyBasket);
  return `guest:${hashToken(token)}`;
}

/**
 * Spec §4 and §6: a guest is registered with the name, e-mail and phone of the order, signed in (their basket
 * becomes the new user's) and then orders as that user. Everything that can refuse the order is checked first,
 * and an e-mail or phone that already has an account is refused (409): an order never goes to someone else's
 * account. The new account gets an e-mail on how to set its password.
 */
export async function registerGuestBuyer(
  deps: CheckoutDeps & { restoreUrl: string },
  settings: Settings,
  request: FastifyRequest,
  body: CheckoutRequest,
): Promise<number> {
  const { db } = deps;
  if (body.user_type !== 'individual') throw badRequest(orderMessages.guestCompany, { user_type: orderMessages.guestCompany });
  const sessionId = await request.session.currentId();
  const basket = sessionId === null ? null : await getPricedBasket(db, { userId: null, sessionId }, settings);
  if (!basket || basket.lines.length === 0) throw unprocessable(orderMessages.emptyBasket);
  await findPayment(deps, body.order_properties.payment);
  checkReceivingRequest(body.order_properties, settings);
  const choice = deliveryChoice(body.order_properties);
  const quote = await quoteCheckoutDelivery(db, await checkoutDestination(db, choice), choice, basket.lines);
  checkReceivingDates(body.order_properties, quote.dateFrom);

  const { email, phone, contact_person: fio } = body.order_properties;
  const userId = await limitTakenLogins(db, { account: `email:${normalizeEmail(email)}`, address: request.ip }, async () => {
    await refuseTakenLogins(db, email, phone);
    const password = crypto.randomBytes(24).toString('base64url');
    return registerUser(db, { email, phone, fio, password, userType: 'contact', organization: null }).catch(async (error: unknown) => {
      // Another guest took the e-mail or phone meanwhile (its unique index refused this one): said as the check says it.
      if (error instanceof HttpError && error.status === 409) await refuseTakenLogins(db, email, phone);
      throw error;
    });
  });
  await request.session.signIn(userId);
  const restoreLink = `${deps.restoreUrl}?email=${encodeURIComponent(normalizeEmail(email))}`;
  await enqueue(db, [{ kind: 'email', payload: welcomeMail(normalizeEmail(email), restoreLink) }], new Date().toISOString());
  deps.outbox.wake();
  return userId;
}

/** An e-mail or phone that has an account is not a guest's: they are asked to sign in (409). */
async function refuseTakenLogins(db: Db, email: string, phone: string): Promise<void> {
  if (await isTaken(db, 'email', normalizeEmail(email)))
    throw conflict(orderMessages.guestEmailTaken, { 'order_properties.email': orderMessages.guestEmailTaken });
  if (await isTaken(db, 'phone', phone)) throw conflict(orderMessages.guestPhoneTaken, { 'order_properties.phone': orderMessages.guestPhoneTaken });
}

/**
 * Spec §7 Order/checkUserUnregistered/: whether the guest's e-mail and phone are free, so the client can ask them
 * to sign in before submitting. Only the two flags, and counted per address and e-mail like sign-ins.
 */
export async function checkUnregistered(db: Db, input: { email: string; phone: string; address: string }) {
  const email = normalizeEmail(input.email);
  const subject = { account: `email:${email}`, address: input.address };
  await takeAttempt(db, 'login_lookup', subject);
  const [emailRegistered, phoneRegistered] = await Promise.all([isTaken(db, 'email', email), isTaken(db, 'phone', input.phone)]);
  return { unregistered: !emailRegistered && !phoneRegistered, email_registered: emailRegistered, phone_registered: phoneRegistered };
}
