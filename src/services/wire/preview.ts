/** Staff preview and A/B tests (newsletter-footer §3.3). */

export type TokenStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

export interface AbTest {
  name: string;
  groups: { name: string }[];
}

/** GET /service/abtestfrontend/api/v1/gettestsat?time=: the tests active at that time. */
export type AbTestsAnswer = AbTest[];

export interface StatusAnswer {
  status: TokenStatus;
}
