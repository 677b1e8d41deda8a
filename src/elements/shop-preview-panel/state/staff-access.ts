/**
 * Whether this page shows the staff preview panel (newsletter-footer §2.3, §6), once per page
 * however many panels it holds:
 *
 * - Without a staff cookie (StaffToken or CobraToken) nothing is called: the panel stays hidden.
 * - With one, `GET …/auth/checkauth` decides: `SUCCESS` shows the panel and starts the staff
 *   login's renewal (now and every 5 minutes); anything else, a failure included, hides it
 *   without an error.
 * - A confirmed logout hides it again, ends the renewal and the preview settings in force; a
 *   failed logout is only logged and changes nothing.
 *
 * Framework-free: the calls, the cookies and the renewal's clock come in as options.
 */
import { pageSingleton } from '../../../page-runtime/page-singleton';
import { createStore, type Store } from '../../../page-runtime/store';
import { hasStaffCookie } from '../../../services/browser/cookie-values';
import { previewSession, type PreviewSession } from '../../../services/preview/preview-session';
import { createPreviewCalls, type PreviewCalls } from '../preview-service';
import { BROWSER_CLOCK, createStaffLoginRenewal, type RenewalClock } from './staff-login-renewal';

/**
 * - `idle`: not started.
 * - `no-staff-cookie`: a visitor; nothing was called.
 * - `checking`: check-auth is under way.
 * - `granted`: the panel shows.
 * - `denied`: check-auth did not answer `SUCCESS`.
 * - `logged-out`: the staff member logged out on this page.
 */
export type StaffAccessPhase =
  'idle' | 'no-staff-cookie' | 'checking' | 'granted' | 'denied' | 'logged-out';

export interface StaffAccess extends Store<StaffAccessPhase> {
  /** Checks once; later calls do nothing. */
  start(): void;
  /** Logs out; true when the service confirmed it. */
  logout(): Promise<boolean>;
  /** Ends the renewal (Storybook and tests, where one page shows many examples). */
  stop(): void;
}

export interface StaffAccessOptions {
  calls?: Pick<PreviewCalls, 'checkAuth' | 'logout' | 'renewLogin'>;
  /** The cookies, as `document.cookie` reads them; by default the page's. */
  cookies?: () => string | undefined;
  clock?: RenewalClock;
  session?: () => Pick<PreviewSession, 'ended'>;
}

export function createStaffAccess({
  calls = createPreviewCalls(),
  cookies = () => undefined,
  clock = BROWSER_CLOCK,
  session = previewSession,
}: StaffAccessOptions = {}): StaffAccess {
  const phase = createStore<StaffAccessPhase>('idle');
  const renewal = createStaffLoginRenewal(() => calls.renewLogin(), clock);

  return {
    getSnapshot: phase.getSnapshot,
    subscribe: phase.subscribe,
    start() {
      if (phase.getSnapshot() !== 'idle') return;
      if (!hasStaffCookie(cookies())) {
        phase.set('no-staff-cookie');
        return;
      }
      phase.set('checking');
      void calls.checkAuth().then((granted) => {
        if (phase.getSnapshot() !== 'checking') return;
        phase.set(granted ? 'granted' : 'denied');
        if (granted) renewal.start();
      });
    },
    async logout() {
      const confirmed = await calls.logout();
      if (!confirmed) return false;
      renewal.stop();
      session().ended();
      phase.set('logged-out');
      return true;
    },
    stop() {
      renewal.stop();
    },
  };
}

/** The page's one staff access: the first panel (or its preloading) starts it. */
export function staffAccess(): StaffAccess {
  return pageSingleton('staff-access', () => createStaffAccess());
}
