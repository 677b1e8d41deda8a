/**
 * What the staff preview keeps in the browser (newsletter-footer §3.3, §4.2), in local storage:
 *
 * - `shop-preview-selection`: the A/B test and group last applied, `{ test, group }`, both
 *   strings, empty meaning none; the panel restores it on its next start when both are set.
 * - `shop-preview-settings`: the preview settings in force since they were applied (the moment
 *   simulated, test and group), until the staff member exits the preview or logs out. The
 *   panel's strip shows them, and tracking marks what it pushes meanwhile.
 *
 * Below the elements because tracking (a service) asks whether the page is being previewed. One
 * store per page, so every panel and the tracking read the same settings. Stored values are
 * untrusted: a value of the wrong shape is ignored with one console warning.
 */
import { pageSingleton } from '../../page-runtime/page-singleton';
import { createStore, type Store } from '../../page-runtime/store';
import { hasStaffCookie } from '../browser/cookie-values';
import { createSafeStorage, type SafeStorage } from '../browser/local-storage';
import { isRecord } from '../decoding/json-decoding';

export const PREVIEW_STORAGE_KEYS = {
  selection: 'shop-preview-selection',
  settings: 'shop-preview-settings',
} as const;

/** The A/B test and group (spec §3.3: both strings, empty means undefined). */
export interface AbTestSelection {
  test?: string;
  group?: string;
}

/** Preview settings that were applied and are in force. */
export interface ActivePreview {
  /** The simulated moment, ISO 8601 in UTC, as the token call sent it. */
  dateTime: string;
  /** The simulated date, `YYYY-MM-DD`, and time, `HH:mm`, in the staff member's time zone. */
  date: string;
  time: string;
  test?: string;
  group?: string;
}

interface StoredSelection {
  test: string;
  group: string;
}

type StoredPreview = Required<ActivePreview>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

const isStoredSelection = (value: unknown): value is StoredSelection =>
  isRecord(value) && typeof value.test === 'string' && typeof value.group === 'string';

const isStoredPreview = (value: unknown): value is StoredPreview =>
  isRecord(value) &&
  typeof value.dateTime === 'string' &&
  !Number.isNaN(Date.parse(value.dateTime)) &&
  typeof value.date === 'string' &&
  DATE_PATTERN.test(value.date) &&
  typeof value.time === 'string' &&
  TIME_PATTERN.test(value.time) &&
  typeof value.test === 'string' &&
  typeof value.group === 'string';

/** Empty means undefined (spec §3.3). */
const definedOrNot = (value: string | undefined) => (value ? value : undefined);

function activeFrom(stored: StoredPreview | undefined): ActivePreview | undefined {
  if (!stored) return undefined;
  return {
    dateTime: stored.dateTime,
    date: stored.date,
    time: stored.time,
    test: definedOrNot(stored.test),
    group: definedOrNot(stored.group),
  };
}

export interface PreviewSession extends Store<ActivePreview | undefined> {
  /** The stored selection when both test and group are defined (spec §4.2), else undefined. */
  restoredSelection(): Required<AbTestSelection> | undefined;
  /** Settings were applied: they are in force, and their selection is kept for next time. */
  applied(settings: ActivePreview): void;
  /** The preview ended (exit or logout): the settings are no longer in force. */
  ended(): void;
}

export function createPreviewSession(storage: SafeStorage = createSafeStorage()): PreviewSession {
  const state = createStore<ActivePreview | undefined>(
    activeFrom(storage.read(PREVIEW_STORAGE_KEYS.settings, isStoredPreview)),
  );
  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    restoredSelection() {
      const stored = storage.read(PREVIEW_STORAGE_KEYS.selection, isStoredSelection);
      return stored?.test && stored.group ? { test: stored.test, group: stored.group } : undefined;
    },
    applied(settings) {
      const test = settings.test ?? '';
      const group = settings.group ?? '';
      storage.write(PREVIEW_STORAGE_KEYS.selection, { test, group } satisfies StoredSelection);
      storage.write(PREVIEW_STORAGE_KEYS.settings, {
        dateTime: settings.dateTime,
        date: settings.date,
        time: settings.time,
        test,
        group,
      } satisfies StoredPreview);
      state.set(activeFrom({ ...settings, test, group }));
    },
    ended() {
      storage.remove(PREVIEW_STORAGE_KEYS.settings);
      state.set(undefined);
    },
  };
}

/** The page's one preview session. */
export function previewSession(): PreviewSession {
  return pageSingleton('preview-session', () => createPreviewSession());
}

/**
 * Whether the page is being previewed: a staff cookie is there and preview settings are in
 * force. Without a staff cookie nothing else is read, so visitors pay for the cookie check only.
 */
export function isPreviewing(cookieText?: string): boolean {
  return hasStaffCookie(cookieText) && previewSession().getSnapshot() !== undefined;
}
