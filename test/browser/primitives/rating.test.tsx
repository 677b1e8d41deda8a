import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { Rating } from '../../../src/primitives/rating/Rating';

afterEach(cleanup);

describe('Rating', () => {
  it('given 4.5, it is one image named "4,5 von 5 Sternen"', async () => {
    const { container } = render(<Rating value={4.5} />);
    await expect.element(page.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeVisible();
    expect(container.querySelectorAll('[role="img"]')).toHaveLength(1);
  });

  it('given 4.5, the fifth star is filled to its middle', async () => {
    const { container } = render(<Rating value={4.5} />);
    // Grid units: each star has a cell of 24, so the fifth star's middle is at 4.5 cells.
    const fillEnd = Number(container.querySelector('clipPath rect')?.getAttribute('width'));
    expect(fillEnd).toBeCloseTo(4.5 * 24, 5);
  });

  it('given another site, the label is in its language and number format', async () => {
    render(
      <ShopProvider site="CH_FR">
        <Rating value={4.5} />
      </ShopProvider>,
    );
    await expect.element(page.getByRole('img', { name: '4,5 sur 5 étoiles' })).toBeVisible();
  });

  it('given a maximum of 10, it draws ten stars and says so', async () => {
    const { container } = render(<Rating value={7} max={10} />);
    await expect.element(page.getByRole('img', { name: '7 von 10 Sternen' })).toBeVisible();
    expect(container.querySelectorAll('g[fill="none"] path')).toHaveLength(10);
  });

  it('given a count, it shows it short and describes the image with the full number', async () => {
    const { container } = render(<Rating value={4.5} count={89_000} />);
    const stars = page.getByRole('img', { name: '4,5 von 5 Sternen' });
    await expect.element(stars).toHaveAccessibleDescription('89.000 Bewertungen');
    expect(container.querySelector('.shop-rating__count')).toHaveTextContent('(89.000)');
  });

  it('given a count on the French Swiss site, it shows "(89 k)"', async () => {
    const { container } = render(
      <ShopProvider site="CH_FR">
        <Rating value={4.5} count={89_000} />
      </ShopProvider>,
    );
    expect(container.querySelector('.shop-rating__count')?.textContent).toMatch(/^\(89\sk\)$/);
  });

  it('given one rating, the description uses the singular', async () => {
    render(<Rating value={5} count={1} />);
    await expect
      .element(page.getByRole('img', { name: '5 von 5 Sternen' }))
      .toHaveAccessibleDescription('1 Bewertung');
  });

  it('given a value above the maximum or not a number, it shows the nearest possible value', async () => {
    render(
      <>
        <Rating value={7} />
        <Rating value={Number.NaN} />
      </>,
    );
    await expect.element(page.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '0 von 5 Sternen' })).toBeVisible();
  });
});
