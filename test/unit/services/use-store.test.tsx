import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headerLayoutMode } from '../../../src/page-runtime/layout-mode';
import { createStore } from '../../../src/page-runtime/store';
import { useStore } from '../../../src/page-runtime/use-store';

function Count({ store }: { store: ReturnType<typeof createStore<number>> }) {
  return <output>{useStore(store)}</output>;
}

function PlatformName() {
  return <output>{useStore(headerLayoutMode)}</output>;
}

afterEach(cleanup);

describe('stores bound to React', () => {
  it('given two separate React roots, both follow one store', () => {
    const store = createStore(3);
    render(<Count store={store} />);
    render(<Count store={store} />);
    act(() => store.set((count) => count + 1));
    expect(screen.getAllByRole('status').map((output) => output.textContent)).toEqual(['4', '4']);
  });

  it('when the window narrows below 980 px, the header platform becomes MATCH', () => {
    window.innerWidth = 1500;
    render(<PlatformName />);
    expect(screen.getByRole('status').textContent).toBe('CLASSIC');
    act(() => {
      window.innerWidth = 900;
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByRole('status').textContent).toBe('MATCH');
  });
});
