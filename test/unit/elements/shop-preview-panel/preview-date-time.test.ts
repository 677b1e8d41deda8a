import { describe, expect, it, vi } from 'vitest';
import {
  initialFields,
  isPreviewDate,
  previewMoment,
} from '../../../../src/elements/shop-preview-panel/preview-date-time';

// Times are compared with what the browser's time zone makes of them, so the tests pass in any.
const local = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

const NOW = new Date(2026, 10, 23, 14, 37, 12);
const options = () => ({ now: () => NOW, report: vi.fn() });

describe('the preview moment', () => {
  it('given a date and a time, it is that local moment as one ISO timestamp', () => {
    const { report, now } = options();
    expect(previewMoment('2026-12-24', '09:30', { now, report })).toEqual({
      dateTime: local(2026, 12, 24, 9, 30),
      date: '2026-12-24',
      time: '09:30',
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('given an empty time, it is the start of the day, without a message', () => {
    const { report, now } = options();
    expect(previewMoment('2026-12-24', '', { now, report }).dateTime).toBe(local(2026, 12, 24));
    expect(report).not.toHaveBeenCalled();
  });

  it('given a time with seconds, as some browsers give, it keeps hours and minutes', () => {
    expect(previewMoment('2026-12-24', '23:59:30', options()).time).toBe('23:59');
  });

  it.each([
    '24.12.2026',
    '2026-12-24T10:00',
    '2026-02-30',
    '2026-13-01',
    '',
    '<b>x</b>',
    '99999-01-01',
  ])('given the date %j, it logs an error and uses the current time', (date) => {
    const { report, now } = options();
    expect(previewMoment(date, '09:30', { now, report })).toEqual({
      dateTime: NOW.toISOString(),
      date: '2026-11-23',
      time: '14:37',
    });
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toContain('YYYY-MM-DD');
  });

  it.each(['9:30', 'noon', '25:00', '10:75'])(
    'given the time %j, it logs an error and uses the start of the day',
    (time) => {
      const { report, now } = options();
      expect(previewMoment('2026-12-24', time, { now, report }).dateTime).toBe(local(2026, 12, 24));
      expect(report).toHaveBeenCalledTimes(1);
    },
  );

  it('given a year below 100, it is that year, not 19xx', () => {
    expect(previewMoment('0099-06-01', '', options()).date).toBe('0099-06-01');
  });

  it('knows a real day from a look-alike', () => {
    expect(isPreviewDate('2028-02-29')).toBe(true);
    expect(isPreviewDate('2027-02-29')).toBe(false);
    expect(isPreviewDate('2026-1-1')).toBe(false);
  });
});

describe('where the fields start', () => {
  it('given initial-date, at that date at 00:00', () => {
    expect(initialFields('2026-12-24', options())).toEqual({ date: '2026-12-24', time: '00:00' });
  });

  it('given no initial-date, at the current date and time', () => {
    expect(initialFields('', options())).toEqual({ date: '2026-11-23', time: '14:37' });
  });

  it('given an invalid initial-date, at the current date and time, with an error', () => {
    const { report, now } = options();
    expect(initialFields('tomorrow', { now, report })).toEqual({
      date: '2026-11-23',
      time: '14:37',
    });
    expect(report).toHaveBeenCalledWith(expect.stringContaining('initial-date'));
  });
});
