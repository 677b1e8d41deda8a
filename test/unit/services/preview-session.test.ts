import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageSingleton } from '../../../src/page-runtime/page-singleton';
import { createSafeStorage } from '../../../src/services/browser/local-storage';
import {
  PREVIEW_STORAGE_KEYS,
  createPreviewSession,
  isPreviewing,
  previewSession,
  type ActivePreview,
} from '../../../src/services/preview/preview-session';
import { trackGaEvent } from '../../../src/services/tracking';

const APPLIED: ActivePreview = {
  dateTime: '2026-12-24T09:30:00.000Z',
  date: '2026-12-24',
  time: '09:30',
  test: 'checkout-button',
  group: 'B',
};

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  forgetPageSingleton('preview-session');
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'StaffToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the preview session', () => {
  it('when settings are applied, it keeps the selection and the settings in force', () => {
    const session = createPreviewSession();
    session.applied(APPLIED);
    expect(session.getSnapshot()).toEqual(APPLIED);
    expect(stored(PREVIEW_STORAGE_KEYS.selection)).toEqual({ test: 'checkout-button', group: 'B' });
    expect(stored(PREVIEW_STORAGE_KEYS.settings)).toEqual(APPLIED);
    // The next page reads them back.
    expect(createPreviewSession().getSnapshot()).toEqual(APPLIED);
    expect(createPreviewSession().restoredSelection()).toEqual({
      test: 'checkout-button',
      group: 'B',
    });
  });

  it('given settings without a test, it stores empty strings and restores no selection', () => {
    const session = createPreviewSession();
    session.applied({ dateTime: APPLIED.dateTime, date: APPLIED.date, time: APPLIED.time });
    expect(stored(PREVIEW_STORAGE_KEYS.selection)).toEqual({ test: '', group: '' });
    expect(createPreviewSession().getSnapshot()).toEqual({
      dateTime: APPLIED.dateTime,
      date: APPLIED.date,
      time: APPLIED.time,
      test: undefined,
      group: undefined,
    });
    expect(createPreviewSession().restoredSelection()).toBeUndefined();
  });

  it('given a stored test without its group, it restores nothing', () => {
    localStorage.setItem(
      PREVIEW_STORAGE_KEYS.selection,
      JSON.stringify({ test: 'checkout-button', group: '' }),
    );
    expect(createPreviewSession().restoredSelection()).toBeUndefined();
  });

  it('when the preview ends, the settings go and the selection stays for next time', () => {
    const session = createPreviewSession();
    session.applied(APPLIED);
    session.ended();
    expect(session.getSnapshot()).toBeUndefined();
    expect(localStorage.getItem(PREVIEW_STORAGE_KEYS.settings)).toBeNull();
    expect(createPreviewSession().restoredSelection()).toEqual({
      test: 'checkout-button',
      group: 'B',
    });
  });

  it.each([
    ['corrupt JSON', '{"dateTime":'],
    ['a list', '[]'],
    ['a date that is no date', JSON.stringify({ ...APPLIED, date: '24.12.2026' })],
    ['a moment that is no moment', JSON.stringify({ ...APPLIED, dateTime: 'soon' })],
    ['a test that is no string', JSON.stringify({ ...APPLIED, test: { name: 'x' } })],
  ])('given stored settings of %s, it ignores them with a warning', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PREVIEW_STORAGE_KEYS.settings, value);
    expect(createPreviewSession().getSnapshot()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['corrupt JSON', '{"test":'],
    ['a string', '"checkout-button"'],
    ['a group that is no string', JSON.stringify({ test: 'checkout-button', group: 2 })],
  ])('given a stored selection of %s, it restores nothing, with a warning', (_, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(PREVIEW_STORAGE_KEYS.selection, value);
    expect(createPreviewSession().restoredSelection()).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('given the browser refuses storage, it keeps the settings for this page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const session = createPreviewSession(createSafeStorage(undefined));
    session.applied(APPLIED);
    expect(session.getSnapshot()).toEqual(APPLIED);
  });
});

describe('previewing and tracking', () => {
  const pushed = () => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer;

  beforeEach(() => {
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = undefined;
  });

  it('given settings in force and a staff cookie, the page is previewed and pushes carry preview: true', () => {
    previewSession().applied(APPLIED);
    document.cookie = 'StaffToken=s-1; path=/';
    expect(isPreviewing()).toBe(true);
    trackGaEvent({ category: 'header', action: 'click' });
    expect(pushed()).toEqual([
      {
        event: 'ga_event',
        category: 'header',
        action: 'click',
        label: '',
        nonInteraction: false,
        preview: true,
      },
    ]);
  });

  it('given settings in force but no staff cookie (left behind by a colleague), pushes carry no flag', () => {
    previewSession().applied(APPLIED);
    expect(isPreviewing()).toBe(false);
    trackGaEvent({ category: 'header', action: 'click' });
    expect(pushed()[0]).not.toHaveProperty('preview');
  });

  it('given a staff cookie but no settings in force, pushes carry no flag', () => {
    document.cookie = 'StaffToken=s-1; path=/';
    expect(isPreviewing()).toBe(false);
    trackGaEvent({ category: 'header', action: 'click' });
    expect(pushed()[0]).not.toHaveProperty('preview');
  });

  it('given a visitor, it reads nothing but the cookies', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(isPreviewing('LoginToken=abc')).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
  });
});
