/**
 * The preview dialog's state and rules (newsletter-footer §3.3, §4.2, §5, §8), framework-free
 * and without the DOM: the date and time, the tests active then, the A/B choice, the message
 * area, applying the settings and leaving them. `usePreviewPanel` connects it to the page; the
 * view renders its snapshot.
 *
 * - The tests load when the dialog first opens and again on every change of date or time, which
 *   also resets the choice to the first entry and clears the group. An answer for an earlier
 *   date or time is dropped.
 * - The Name select offers the placeholder, `none` and the tests; when the list fails, only
 *   `none`. A real test offers its groups and needs one ('Required'); the placeholder or `none`
 *   clears and disables the group.
 * - A stored selection (both test and group) is restored once, when the first list holds it.
 * - Applying refuses a test without a group; otherwise it sends the token call with the
 *   simulated moment and shows the outcome in the message area, which a click dismisses.
 */
import { createStore, type Store } from '../../../page-runtime/store';
import type { NoticeTone } from '../../../primitives/notice/notice-tone';
import type {
  AbTestSelection,
  ActivePreview,
  PreviewSession,
} from '../../../services/preview/preview-session';
import type { AbTest } from '../../../services/wire/preview';
import { previewMoment, type MomentOptions } from '../preview-date-time';
import type { PreviewCalls } from '../preview-service';
import type { PreviewText } from '../preview-texts';
import type { PreviewAppliedDetail } from '../shop-preview-panel.definition';

/** What the Name select holds: its placeholder, `none`, or one of the tests. */
export type TestChoice =
  { kind: 'placeholder' } | { kind: 'none' } | { kind: 'test'; name: string };

export type TestList =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; tests: readonly AbTest[] }
  | { status: 'failed' };

export interface PreviewMessage {
  tone: Extract<NoticeTone, 'info' | 'error'>;
  text: PreviewText;
}

export interface PreviewFormSnapshot {
  date: string;
  time: string;
  list: TestList;
  choice: TestChoice;
  /** The chosen group's name; `''` while none is chosen. */
  group: string;
  applying: boolean;
  message?: PreviewMessage;
  /** The field the form wants focused: a new object for each request. */
  focusRequest?: { field: 'group' };
  /** Leaving the preview (the strip's exit) is under way, or failed last time. */
  exit: 'idle' | 'leaving' | 'failed';
}

export interface PreviewFormServices {
  calls: Pick<PreviewCalls, 'loadTests' | 'requestToken'>;
  session: Pick<PreviewSession, 'applied' | 'ended' | 'restoredSelection'>;
  moment?: MomentOptions;
}

export interface PreviewFormCallbacks {
  onApplied?: (detail: PreviewAppliedDetail) => void;
  onExited?: () => void;
}

export interface PreviewForm extends Store<PreviewFormSnapshot> {
  /** Keeps the callbacks of the latest render. */
  configure(callbacks: PreviewFormCallbacks): void;
  /** The dialog opened: the tests load the first time. */
  opened(): void;
  setDate(date: string): void;
  setTime(time: string): void;
  chooseTest(choice: TestChoice): void;
  chooseGroup(group: string): void;
  dismissMessage(): void;
  apply(): Promise<void>;
  /** Leaves the preview: the settings of the live shop, now and without a test. */
  exit(): Promise<void>;
  /** Starts listening for the test lists; the returned function stops (the panel left the page). */
  connect(): () => void;
}

/** The groups the Group select offers: those of the chosen test. */
export function groupsOf(snapshot: PreviewFormSnapshot): readonly { name: string }[] {
  const { choice, list } = snapshot;
  if (choice.kind !== 'test' || list.status !== 'loaded') return [];
  return list.tests.find((test) => test.name === choice.name)?.groups ?? [];
}

/** A real test is chosen, so a group must be too (spec §4.2: 'Required' until it is). */
export function groupRequired(snapshot: PreviewFormSnapshot): boolean {
  return snapshot.choice.kind === 'test' && snapshot.group === '';
}

/** Spec §5: valid if empty, if no test is chosen, or if a test is chosen with a group. */
export function isValidSelection(snapshot: PreviewFormSnapshot): boolean {
  return !groupRequired(snapshot);
}

/** What the selection sends: the test and group when a real test is chosen, else nothing. */
export function selectionOf(snapshot: PreviewFormSnapshot): AbTestSelection {
  const { choice, group } = snapshot;
  return choice.kind === 'test' ? { test: choice.name, group: group || undefined } : {};
}

const PLACEHOLDER: TestChoice = { kind: 'placeholder' };

export function createPreviewForm(
  fields: { date: string; time: string },
  services: PreviewFormServices,
): PreviewForm {
  const store = createStore<PreviewFormSnapshot>({
    ...fields,
    list: { status: 'idle' },
    choice: PLACEHOLDER,
    group: '',
    applying: false,
    exit: 'idle',
  });
  let callbacks: PreviewFormCallbacks = {};
  let loading: AbortController | undefined;
  /** The stored selection waits for the first list; any choice of the staff member drops it. */
  let toRestore = services.session.restoredSelection();

  const patch = (changes: Partial<PreviewFormSnapshot>) =>
    store.set((current) => ({ ...current, ...changes }));

  function restoreInto(tests: readonly AbTest[]): Partial<PreviewFormSnapshot> {
    const stored = toRestore;
    toRestore = undefined;
    const test = stored && tests.find((candidate) => candidate.name === stored.test);
    if (!stored || !test) return {};
    const group = test.groups.some(({ name }) => name === stored.group) ? stored.group : '';
    return { choice: { kind: 'test', name: test.name }, group };
  }

  function loadTests() {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    const { dateTime } = previewMoment(
      store.getSnapshot().date,
      store.getSnapshot().time,
      services.moment,
    );
    patch({ list: { status: 'loading' } });
    void services.calls.loadTests(dateTime, controller.signal).then((tests) => {
      if (controller.signal.aborted) return;
      loading = undefined;
      if (tests === undefined) {
        toRestore = undefined;
        // Only 'none' is offered now: it is the first entry, so it is the choice.
        store.set((current) => ({
          ...current,
          list: { status: 'failed' },
          choice: current.choice.kind === 'placeholder' ? { kind: 'none' } : current.choice,
          group: '',
        }));
        return;
      }
      store.set((current) => ({
        ...current,
        list: { status: 'loaded', tests },
        ...(current.choice.kind === 'placeholder' ? restoreInto(tests) : {}),
      }));
    });
  }

  /**
   * Spec §4.2: a new date or time reloads, resets the choice to the first entry, clears the
   * group. Before the dialog first opened (a new `initial-date`), the first opening loads.
   */
  function momentChanged(changes: Partial<PreviewFormSnapshot>) {
    toRestore = undefined;
    patch({ ...changes, choice: PLACEHOLDER, group: '' });
    if (store.getSnapshot().list.status !== 'idle') loadTests();
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    configure(next) {
      callbacks = next;
    },
    opened() {
      if (store.getSnapshot().list.status === 'idle') loadTests();
    },
    setDate(date) {
      if (date !== store.getSnapshot().date) momentChanged({ date });
    },
    setTime(time) {
      if (time !== store.getSnapshot().time) momentChanged({ time });
    },
    chooseTest(choice) {
      toRestore = undefined;
      patch({ choice, group: '' });
    },
    chooseGroup(group) {
      patch({ group });
    },
    dismissMessage() {
      patch({ message: undefined });
    },
    async apply() {
      const current = store.getSnapshot();
      if (current.applying) return;
      if (!isValidSelection(current)) {
        patch({
          message: { tone: 'error', text: 'groupMissing' },
          focusRequest: { field: 'group' },
        });
        return;
      }
      const moment = previewMoment(current.date, current.time, services.moment);
      const selection = selectionOf(current);
      patch({ applying: true, message: undefined });
      const applied = await services.calls.requestToken({
        dateTime: moment.dateTime,
        ...selection,
      });
      patch({
        applying: false,
        message: applied
          ? { tone: 'info', text: 'applied' }
          : { tone: 'error', text: 'applyFailed' },
      });
      if (!applied) return;
      const settings: ActivePreview = { ...moment, ...selection };
      services.session.applied(settings);
      callbacks.onApplied?.({ dateTime: moment.dateTime, ...selection });
    },
    async exit() {
      if (store.getSnapshot().exit === 'leaving') return;
      patch({ exit: 'leaving' });
      const now = services.moment?.now?.() ?? new Date();
      const left = await services.calls.requestToken({ dateTime: now.toISOString() });
      patch({ exit: left ? 'idle' : 'failed' });
      if (!left) return;
      services.session.ended();
      callbacks.onExited?.();
    },
    connect() {
      // A list that was loading when the panel left (or React remounted it) loads again.
      if (store.getSnapshot().list.status === 'loading' && !loading) loadTests();
      return () => {
        loading?.abort();
        loading = undefined;
      };
    },
  };
}
