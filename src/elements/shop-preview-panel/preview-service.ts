/**
 * The preview panel's calls (newsletter-footer §7, Preview), through the page's API client:
 *
 * | call                                              | counts as success                     |
 * | ------------------------------------------------- | ------------------------------------- |
 * | GET /service/preview/api/auth/checkauth           | 2xx with `status: SUCCESS`            |
 * | GET /service/abtestfrontend/api/v1/gettestsat     | 2xx with a list (`time` = ISO moment) |
 * | GET /service/preview/api/token?test=&group=       | 2xx with `status: SUCCESS`            |
 * | GET /service/preview/api/auth/logout              | 2xx                                   |
 * | GET /service/preview/api/auth/login/renew         | (the answer is not used)              |
 *
 * None of them throws. Answers of the wrong shape count as failures and are reported once each
 * to developers; a refused check-auth is not a problem, only an answer for someone else.
 */
import { describeFailure, type ApiClient } from '../../services/http/api-client';
import { SHOP_PATHS, shopApi } from '../../services/http/shop-api';
import { PREVIEW_DATE_TIME_HEADER, type AbTest } from '../../services/wire/preview';
import { readAbTests, readStatus } from './preview-answers';

export interface TokenRequest {
  /** The simulated moment, ISO 8601 in UTC. */
  dateTime: string;
  /** Left out of the query when undefined (no test chosen). */
  test?: string;
  group?: string;
}

export interface PreviewCalls {
  /** Whether the service grants this staff member the preview tool. */
  checkAuth(): Promise<boolean>;
  /** The tests active at `dateTime`; undefined when the list could not be had. */
  loadTests(dateTime: string, signal?: AbortSignal): Promise<AbTest[] | undefined>;
  /** Applies preview settings; true when the service confirmed them. */
  requestToken(request: TokenRequest): Promise<boolean>;
  /** Ends the staff login; true when the service confirmed it. A failure is only logged. */
  logout(): Promise<boolean>;
  /** Keeps the staff login alive; failures are silent. */
  renewLogin(): Promise<void>;
}

export interface PreviewCallsOptions {
  api?: () => ApiClient;
  warn?: (message: string) => void;
  error?: (message: string) => void;
}

export function createPreviewCalls({
  api = shopApi,
  warn = (message) => console.warn(`shop-preview-panel: ${message}`),
  error = (message) => console.error(`shop-preview-panel: ${message}`),
}: PreviewCallsOptions = {}): PreviewCalls {
  return {
    async checkAuth() {
      const outcome = await api().request({ path: SHOP_PATHS.previewCheckAuth, noCache: true });
      if (!outcome.ok) {
        if (outcome.kind === 'fetch' && outcome.failure === 'unreadable')
          warn('check-auth answered something that is not JSON; the panel stays hidden.');
        return false;
      }
      const status = readStatus(outcome.data);
      if (status === undefined)
        warn('check-auth answered without a known status; the panel stays hidden.');
      return status === 'SUCCESS';
    },

    async loadTests(dateTime, signal) {
      const outcome = await api().request({
        path: SHOP_PATHS.abTestsAt,
        query: { time: dateTime },
        noCache: true,
        signal,
      });
      if (!outcome.ok) {
        if (!(outcome.kind === 'fetch' && outcome.failure === 'aborted'))
          warn(`the A/B tests could not be loaded (${describeFailure(outcome)}).`);
        return undefined;
      }
      const reading = readAbTests(outcome.data);
      if (!reading.ok) {
        warn(`the A/B test answer cannot be used: ${reading.problem}.`);
        return undefined;
      }
      if (reading.problems.length > 0)
        warn(`the A/B test answer was cut down: left out ${reading.problems.join(', ')}.`);
      return reading.tests;
    },

    async requestToken({ dateTime, test, group }) {
      const outcome = await api().request({
        path: SHOP_PATHS.previewToken,
        query: { test, group },
        headers: { [PREVIEW_DATE_TIME_HEADER]: dateTime },
        noCache: true,
      });
      if (!outcome.ok) {
        warn(`the preview settings were not applied (${describeFailure(outcome)}).`);
        return false;
      }
      const status = readStatus(outcome.data);
      if (status !== 'SUCCESS')
        warn(`the preview settings were not applied (status ${status ?? 'unknown'}).`);
      return status === 'SUCCESS';
    },

    async logout() {
      const outcome = await api().request({
        path: SHOP_PATHS.previewLogout,
        noCache: true,
        statusOnly: true,
      });
      if (!outcome.ok) error(`the logout failed (${describeFailure(outcome)}).`);
      return outcome.ok;
    },

    async renewLogin() {
      await api().request({ path: SHOP_PATHS.previewRenewLogin, noCache: true, statusOnly: true });
    },
  };
}
