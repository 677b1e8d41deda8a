/** Staff preview and A/B tests (newsletter-footer §3.3, §7). */

export type TokenStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

export const TOKEN_STATUSES: readonly TokenStatus[] = [
  'SUCCESS',
  'BAD_REQUEST',
  'INTERNAL_ERROR',
  'UNAUTHORIZED',
];

export interface AbTest {
  name: string;
  groups: { name: string }[];
}

/** GET /service/abtestfrontend/api/v1/gettestsat?time=: the tests active at that time. */
export type AbTestsAnswer = AbTest[];

/**
 * GET /service/preview/api/auth/checkauth and GET /service/preview/api/token: the spec gives both
 * answers a status; `SUCCESS` grants access or confirms the settings, anything else does not.
 */
export interface StatusAnswer {
  status: TokenStatus;
}

/**
 * Chosen (the spec says only "sent as a header or option"): the preview token call carries the
 * simulated moment as this header, an ISO 8601 timestamp in UTC, e.g.
 * `X-Preview-DateTime: 2026-12-24T09:00:00.000Z`.
 */
export const PREVIEW_DATE_TIME_HEADER = 'X-Preview-DateTime';
