/** Newsletter service (newsletter-footer §3.1 and §7). */

export type Salutation = 'MR' | 'MRS' | 'COMPANY' | 'DIVERS';

export interface SubscriberRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: string[];
  origin: string;
  originAddition: string;
}

export type NewsletterStatus = 'WAITING_FOR_DOI' | 'SUBSCRIBED';

/** §3.1's interest categories, in the spec's order: the order the subscriber is offered them. */
export const INTEREST_CATEGORIES = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  'TCHIBO_CARD',
  'STORE',
] as const;

export type InterestCategory = (typeof INTEREST_CATEGORIES)[number];

export const isInterestCategory = (value: unknown): value is InterestCategory =>
  typeof value === 'string' && (INTEREST_CATEGORIES as readonly string[]).includes(value);

/**
 * Chosen, as the spec shows no fields of `updateNewsletterSubscriberRequest`: the body of
 * `PUT …/newsletter-subscribers/{subscriberToken}` is the subscriber's whole choice of interests,
 * `{ "interests": ["KITCHEN", "COFFEE"] }` (an empty list: none). This interface and
 * `updateSubscriberRequest` are the only places that name the field (docs/developers/Decisions.mdx).
 */
export interface UpdateSubscriberRequest {
  interests: InterestCategory[];
}

/** The update body for `chosen`: each category once, in the spec's order. */
export function updateSubscriberRequest(
  chosen: Iterable<InterestCategory>,
): UpdateSubscriberRequest {
  const set = new Set(chosen);
  return { interests: INTEREST_CATEGORIES.filter((category) => set.has(category)) };
}

/** Chosen: what reading a subscriber by token answers. */
export interface Subscriber {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  status: NewsletterStatus;
}

/** GET /customers/base-data: the form's fields. */
export interface CustomerBaseData {
  email?: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
}

/** An RFC 7807 problem, as the sign-up answers on failure. */
export interface Problem {
  type: string;
  title?: string;
  status?: number;
}

export const INVALID_EMAIL_PROBLEM = 'urn:newsletter:email_invalid';
