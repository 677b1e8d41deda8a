import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inNextTask } from '../../../src/page-runtime/main-thread-turns';

/** Frames the test presents by hand: each call runs the callbacks queued for one frame. */
function framesByHand() {
  let queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.push(callback);
    return queued.length;
  });
  return {
    present() {
      const running = queued;
      queued = [];
      for (const callback of running) callback(performance.now());
    },
  };
}

/** A browser that times paints: the test records the first contentful paint by hand. */
function paintTimingByHand() {
  const observers: PerformanceObserverCallback[] = [];
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return {
    recordFirstContentfulPaint() {
      const list = {
        getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const callback of [...observers])
        callback(list, undefined as unknown as PerformanceObserver);
    },
    observing: () => observers.length,
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Whether the promise has settled, after the timers due by now have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setVisibility('visible');
});

describe('waiting for the page’s first paint before the elements are defined', () => {
  describe('given a visible page whose first frames come late, as on a loaded phone', () => {
    it('waits past one second for two frames, and goes on in the task after the second', async () => {
      const frames = framesByHand();
      const painted = afterNextPaint();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await settled(painted)).toBe(false);
      frames.present();
      expect(await settled(painted)).toBe(false);
      frames.present();
      expect(await settled(painted)).toBe(true);
    });
  });

  describe('given a visible page that runs no frame at all', () => {
    it('goes on after five seconds', async () => {
      framesByHand();
      const painted = afterNextPaint();
      await vi.advanceTimersByTimeAsync(4999);
      expect(await settled(painted)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(painted)).toBe(true);
    });
  });

  describe('given a tab that goes to the background while it waits', () => {
    it('goes on at once, since a background tab runs no frame', async () => {
      framesByHand();
      const painted = afterNextPaint();
      expect(await settled(painted)).toBe(false);
      setVisibility('hidden');
      expect(await settled(painted)).toBe(true);
    });
  });

  describe('given a tab in the background from the start', () => {
    it('goes on in the next task', async () => {
      framesByHand();
      setVisibility('hidden');
      expect(await settled(afterNextPaint())).toBe(true);
    });
  });

  describe('given a page with server-rendered elements, on a loaded machine whose frames are presented late', () => {
    it('waits until the first contentful paint is recorded, then for two frames', async () => {
      const frames = framesByHand();
      const paints = paintTimingByHand();
      const painted = afterNextPaint({ afterContentfulPaint: true });
      frames.present();
      frames.present();
      expect(await settled(painted)).toBe(false);
      paints.recordFirstContentfulPaint();
      expect(await settled(painted)).toBe(false);
      frames.present();
      frames.present();
      expect(await settled(painted)).toBe(true);
      expect(paints.observing()).toBe(0);
    });
  });

  describe('given a page whose elements render in the browser, where nothing contentful may paint before them', () => {
    it('waits for two frames alone', async () => {
      const frames = framesByHand();
      const paints = paintTimingByHand();
      const painted = afterNextPaint();
      expect(await settled(painted)).toBe(false);
      frames.present();
      frames.present();
      expect(await settled(painted)).toBe(true);
      expect(paints.observing()).toBe(0);
    });
  });
});

describe('inNextTask', () => {
  it('given two pieces of work › it runs neither in the current task, then each in a task of its own, in order', async () => {
    const ran: string[] = [];
    let firstTaskEnded = false;
    inNextTask(() => {
      ran.push('first');
      queueMicrotask(() => (firstTaskEnded = true));
    });
    inNextTask(() => ran.push(firstTaskEnded ? 'second, in a later task' : 'second, same task'));
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(['first', 'second, in a later task']));
  });
});
