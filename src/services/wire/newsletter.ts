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
