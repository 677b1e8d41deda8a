import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElementErrorBoundary } from '../../../src/element-kit/render/element-error-boundary';

/** Renders a snapshot's item count, and fails on a snapshot without its cart, as a bug would. */
function Panel({ snapshot }: { snapshot: { cart?: { count: number } } }) {
  return <output>{snapshot.cart!.count}</output>;
}

function miniCart(snapshot: { cart?: { count: number } }) {
  return (
    <ElementErrorBoundary tag="shop-mini-cart" retryOn={snapshot}>
      <Panel snapshot={snapshot} />
    </ElementErrorBoundary>
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('hostile input › an element that failed on one snapshot', () => {
  it('given a snapshot it cannot render › it shows nothing and tells the developer', () => {
    render(miniCart({}));
    expect(screen.queryByRole('status')).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '<shop-mini-cart> failed and shows nothing until its data changes.',
      expect.any(TypeError),
    );
  });

  it('when the next snapshot is good › it renders again', () => {
    const { rerender } = render(miniCart({}));
    rerender(miniCart({ cart: { count: 3 } }));
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('when it renders again with the same snapshot › it stays empty instead of failing again', () => {
    const failing = {};
    const { rerender } = render(miniCart(failing));
    const failures = vi.mocked(console.error).mock.calls.length;
    rerender(miniCart(failing));
    expect(screen.queryByRole('status')).toBeNull();
    expect(vi.mocked(console.error).mock.calls.length).toBe(failures);
  });

  it('given no retryOn (an element without a store) › it stays empty for good', () => {
    const { rerender } = render(
      <ElementErrorBoundary tag="shop-modal">
        <Panel snapshot={{}} />
      </ElementErrorBoundary>,
    );
    rerender(
      <ElementErrorBoundary tag="shop-modal">
        <Panel snapshot={{ cart: { count: 1 } }} />
      </ElementErrorBoundary>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
