/**
 * The newsletter service's calls (newsletter-footer §7) and the parsing of their answers. Every
 * call goes through `shopApi()`; answers are untrusted and parsed defensively.
 */
import { describeFailure, type ApiOutcome } from '../../services/http/api-client';
import { SHOP_PATHS, shopApi } from '../../services/http/shop-api';
import {
  INVALID_EMAIL_PROBLEM,
  updateSubscriberRequest,
  type CustomerBaseData,
  type InterestCategory,
  type Salutation,
  type SubscriberRequest,
} from '../../services/wire/newsletter';
import type { SiteCode } from '../../sites/sites';
import { DNE_CONSENT, type NewsletterMarket } from './newsletter-markets';
import type { NewsletterField, NewsletterValues } from './newsletter-validation';
import { isRecord, readList, readString } from '../../services/decoding/json-decoding';
import { isBrowser } from '../../page-runtime/environment';

/** §4.1: the submission result. */
export type SubmissionResult = 'SUCCESS' | 'ERROR_GENERIC' | 'ERROR_INVALID_EMAIL';

const SALUTATIONS: readonly Salutation[] = ['MR', 'MRS', 'COMPANY', 'DIVERS'];

export const isSalutation = (value: unknown): value is Salutation =>
  typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value);

/** The base of every newsletter call: private, except a sign-up with `internal` (§7). */
export const privateBase = SHOP_PATHS.newsletterBase(false);

/** The page's address, as `X-Original-Address` tells it (§7). */
const originalAddress = () => (isBrowser() ? location.href : undefined);

/**
 * The `consents` attribute as a list of strings. Anything else logs a console error for the
 * page's developers and counts as no consent.
 */
export function parseContextConsents(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const consents = readList(value, readString);
  if (Array.isArray(value) && consents.length === value.length) return consents;
  console.error(
    `<shop-newsletter-form>: consents=${JSON.stringify(value)} is not a JSON array of strings such as ["DNE"]. Using [].`,
  );
  return [];
}

export interface PayloadOptions {
  market: NewsletterMarket;
  contextConsents: readonly string[];
  origin: string;
  originAddition: string;
  /** Disabled fields: sent only when they hold a value (see the consent rule). */
  disabled?: ReadonlySet<NewsletterField>;
}

/**
 * The sign-up body (§3.1): the fields the market shows, empty optional ones left out, and DNE
 * only when ticked and not already held by the page.
 */
export function subscriberRequest(
  values: NewsletterValues,
  { market, contextConsents, origin, originAddition }: PayloadOptions,
): SubscriberRequest {
  const request: SubscriberRequest = {
    email: values.email.trim(),
    consents: [],
    origin,
    originAddition,
  };
  if (market.salutation.shown && values.salutation !== '') request.salutation = values.salutation;
  const firstName = values.firstName.trim();
  if (market.firstName.shown && firstName !== '') request.firstName = firstName;
  const lastName = values.lastName.trim();
  if (market.lastName.shown && lastName !== '') request.lastName = lastName;
  if (values.personalisedOffers) request.consents.push(DNE_CONSENT);
  request.consents = request.consents.filter((consent) => !contextConsents.includes(consent));
  return request;
}

function problemType(body: unknown): string | undefined {
  return isRecord(body) ? readString(body.type) : undefined;
}

/** Maps the sign-up answer to §4.1's result (§8: the invalid-e-mail problem, else generic). */
export function resultOf(outcome: ApiOutcome<unknown>): SubmissionResult {
  if (outcome.ok) return 'SUCCESS';
  if (outcome.kind === 'response' && problemType(outcome.body) === INVALID_EMAIL_PROBLEM)
    return 'ERROR_INVALID_EMAIL';
  return 'ERROR_GENERIC';
}

export async function signUp(
  request: SubscriberRequest,
  { site, internal }: { site: SiteCode; internal: boolean },
): Promise<SubmissionResult> {
  const outcome = await shopApi().request<unknown>({
    path: `${SHOP_PATHS.newsletterBase(internal)}/newsletter-subscribers`,
    method: 'POST',
    body: request,
    site,
    headers: { 'X-Original-Address': originalAddress() },
  });
  const result = resultOf(outcome);
  if (!outcome.ok && result === 'ERROR_GENERIC')
    console.error(`<shop-newsletter-form>: the sign-up failed (${describeFailure(outcome)}).`);
  return result;
}

/** Keeps the fields of the base data that are well formed. */
export function parseBaseData(data: unknown): CustomerBaseData {
  if (!isRecord(data)) return {};
  return {
    email: readString(data.email),
    salutation: isSalutation(data.salutation) ? data.salutation : undefined,
    firstName: readString(data.firstName),
    lastName: readString(data.lastName),
  };
}

/**
 * The logged-in customer's stored data, for the prefill (§3.1); undefined without a login token
 * or on any failure (§8: the form stays empty).
 */
export async function loadBaseData(
  loginToken: string | undefined,
  signal?: AbortSignal,
): Promise<CustomerBaseData | undefined> {
  if (!loginToken) return undefined;
  const outcome = await shopApi().request<unknown>({
    path: `${privateBase}/customers/base-data`,
    headers: { 'X-LoginToken': loginToken },
    signal,
  });
  if (!outcome.ok) {
    if (!(outcome.kind === 'fetch' && outcome.failure === 'aborted'))
      console.warn(
        `<shop-newsletter-form>: the customer's data could not be read (${describeFailure(outcome)}); the form starts empty.`,
      );
    return undefined;
  }
  return parseBaseData(outcome.data);
}

/** §4.1 double opt-in: confirmed, the link is invalid, or the service failed. */
export type DoiOutcome =
  { state: 'confirmed'; email: string } | { state: 'invalid' } | { state: 'error' };

function doiFailure(outcome: Exclude<ApiOutcome<unknown>, { ok: true }>): DoiOutcome {
  // A 4xx answer (404 unknown token, 410 expired link) means the link no longer works; anything
  // else is the service's failure, not the link's.
  if (outcome.kind === 'response' && outcome.status >= 400 && outcome.status < 500)
    return { state: 'invalid' };
  if (outcome.kind === 'fetch' && outcome.failure === 'aborted') return { state: 'error' };
  console.error(`<shop-newsletter-form>: the double opt-in failed (${describeFailure(outcome)}).`);
  return { state: 'error' };
}

/**
 * Reads the subscriber by the link's token, then confirms the address (§4.1, §7:
 * GET …/newsletter-subscribers/{token}, PUT …/newsletter-subscribers/{token}/doi). A token that
 * cannot be a path segment (empty, `.`, `..`) is an invalid link: nothing is asked.
 */
export async function confirmSubscription(
  token: string,
  site: SiteCode,
  signal?: AbortSignal,
): Promise<DoiOutcome> {
  const subscriberPath = SHOP_PATHS.newsletterSubscriber(token);
  const confirmationPath = SHOP_PATHS.newsletterConfirmation(token);
  if (!subscriberPath || !confirmationPath) return { state: 'invalid' };
  const api = shopApi();
  const read = await api.request<unknown>({ path: subscriberPath, site, signal });
  if (!read.ok) return doiFailure(read);
  const email =
    typeof read.data === 'object' && read.data !== null
      ? (read.data as { email?: unknown }).email
      : undefined;
  const confirm = await api.request<unknown>({
    path: confirmationPath,
    method: 'PUT',
    site,
    headers: { 'X-Original-Address': originalAddress() },
    signal,
  });
  if (!confirm.ok) return doiFailure(confirm);
  return { state: 'confirmed', email: typeof email === 'string' ? email : '' };
}

/** Saving the interests: saved, or failed in any way (§8's generic error). */
export type InterestsResult = 'SAVED' | 'ERROR';

/**
 * Saves the confirmed subscriber's interests (§7: PUT …/newsletter-subscribers/{token}, the
 * body `updateSubscriberRequest` builds). A token that cannot be a path segment (empty, `.`,
 * `..`) is refused: nothing is sent.
 */
export async function saveInterests(
  token: string,
  interests: readonly InterestCategory[],
  site: SiteCode,
  signal?: AbortSignal,
): Promise<InterestsResult> {
  const path = SHOP_PATHS.newsletterSubscriber(token);
  if (!path) {
    console.error(
      `<shop-newsletter-form>: doi-token=${JSON.stringify(token)} is not a token ("." and ".." are refused); the interests are not sent.`,
    );
    return 'ERROR';
  }
  const outcome = await shopApi().request<unknown>({
    path,
    method: 'PUT',
    body: updateSubscriberRequest(interests),
    site,
    headers: { 'X-Original-Address': originalAddress() },
    signal,
    // Nothing in the answer is used: a 2xx saved the choice, whatever its body.
    statusOnly: true,
  });
  if (outcome.ok) return 'SAVED';
  if (!(outcome.kind === 'fetch' && outcome.failure === 'aborted'))
    console.error(
      `<shop-newsletter-form>: the interests could not be saved (${describeFailure(outcome)}).`,
    );
  return 'ERROR';
}
