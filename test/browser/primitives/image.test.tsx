import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ShopProvider } from '../../../src/element-kit/render/shop-context';
import { Image } from '../../../src/primitives/image/Image';
import type { ImageCutout } from '../../../src/primitives/image/image-cutouts';

afterEach(cleanup);

const ALT = 'Weiße Tasse Kaffee auf einer Untertasse';
const MISSING = '/images/this-file-does-not-exist.jpg';

const CUTOUTS: ImageCutout[] = [
  {
    imagePath: '/images/coffee-cup-375x375.svg',
    targetSize: { width: 375, height: 375 },
    breakpoint: 'xs',
  },
  {
    imagePath: '/images/coffee-cup-768x432.svg',
    targetSize: { width: 768, height: 432 },
    breakpoint: 'm',
  },
  {
    imagePath: '/images/coffee-cup-1280x720.svg',
    targetSize: { width: 1280, height: 720 },
    breakpoint: 'xl',
  },
];

function rootOf(container: HTMLElement): HTMLElement {
  const root = container.querySelector<HTMLElement>('.shop-image');
  if (!root) throw new Error('no .shop-image rendered');
  return root;
}

const stateOf = (container: HTMLElement) => () => rootOf(container).dataset.state;

describe('Image', () => {
  it('given an eager image, it is busy behind a placeholder until the file has loaded', async () => {
    const onLoad = vi.fn();
    const { container } = render(
      <Image src="/images/coffee-cup.svg" alt={ALT} loading="eager" onLoad={onLoad} />,
    );
    const root = rootOf(container);
    expect(root.dataset.state).toBe('loading');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root.querySelector('.shop-image__skeleton')).not.toBeNull();
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    expect(root).not.toHaveAttribute('aria-busy');
    expect(root.querySelector('.shop-image__skeleton')).toBeNull();
    await expect.element(page.getByRole('img', { name: ALT })).toBeVisible();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('given a lazy image far below the window, its placeholder shimmers by a transform alone, which the compositor runs without restyling the page in every frame', () => {
    const { container } = render(
      <>
        <div style={{ height: '5000px' }} />
        <Image src="/images/coffee-cup.svg" alt={ALT} loading="lazy" />
      </>,
    );
    const skeleton = rootOf(container).querySelector('.shop-image__skeleton');
    expect(skeleton).not.toBeNull();
    const shimmers = document
      .getAnimations()
      .filter((animation) => (animation.effect as KeyframeEffect | null)?.target === skeleton);
    expect(shimmers).toHaveLength(1);
    const animated = new Set(
      (shimmers[0]?.effect as KeyframeEffect)
        .getKeyframes()
        .flatMap((keyframe) =>
          Object.keys(keyframe).filter(
            (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
          ),
        ),
    );
    expect([...animated]).toEqual(['transform']);
  });

  it('given a file that does not exist, it shows a placeholder named by the alt text and described as unavailable', async () => {
    const onError = vi.fn();
    const { container } = render(
      <Image src={MISSING} alt={ALT} loading="eager" onError={onError} />,
    );
    expect(stateOf(container)()).toBe('loading');
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('error');
    const placeholder = page.getByRole('img', { name: ALT });
    await expect
      .element(placeholder)
      .toHaveAccessibleDescription('Das Bild konnte nicht geladen werden.');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('given another site, the unavailable text is in its language', async () => {
    const { container } = render(
      <ShopProvider site="PL">
        <Image src={MISSING} alt="Biała filiżanka kawy" loading="eager" />
      </ShopProvider>,
    );
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('error');
    await expect
      .element(page.getByRole('img', { name: 'Biała filiżanka kawy' }))
      .toHaveAccessibleDescription('Nie udało się załadować obrazu.');
  });

  it('given a decorative image that fails, assistive technology hears nothing of it', async () => {
    const { container } = render(<Image src={MISSING} alt="" loading="eager" />);
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('error');
    expect(container.querySelector('.shop-image__placeholder')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(container.querySelector('[role="img"]')).toBeNull();
  });

  it('given a lazy image far below the viewport, it is fetched only once scrolled near', async () => {
    const { container } = render(
      <>
        <div style={{ height: '300vh' }} />
        <Image src="/images/coffee-cup.svg" alt={ALT} />
      </>,
    );
    const img = container.querySelector('img');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stateOf(container)()).toBe('loading');
    expect(img).not.toHaveAttribute('src');
    // Present for assistive technology even before it loads.
    expect(img).toHaveAttribute('alt', ALT);
    rootOf(container).scrollIntoView();
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    expect(img).toHaveAttribute('src', '/images/coffee-cup.svg');
    window.scrollTo(0, 0);
  });

  it('given a ratio, its height follows its width', async () => {
    const { container } = render(
      <div style={{ width: '320px' }}>
        <Image src="/images/coffee-cup.svg" alt={ALT} ratio="16/9" loading="eager" />
      </div>,
    );
    expect(rootOf(container).getBoundingClientRect().height).toBeCloseTo(180, 0);
  });

  it('given a numeric ratio, its height follows its width', async () => {
    const { container } = render(
      <div style={{ width: '300px' }}>
        <Image src="/images/coffee-cup.svg" alt={ALT} ratio={2} loading="eager" />
      </div>,
    );
    expect(rootOf(container).getBoundingClientRect().height).toBeCloseTo(150, 0);
  });

  it.each([
    [340, '/images/coffee-cup-375x375.svg'],
    [390, '/images/coffee-cup-375x375.svg'],
    [400, '/images/coffee-cup-768x432.svg'],
    [800, '/images/coffee-cup-768x432.svg'],
    [1000, '/images/coffee-cup-1280x720.svg'],
  ])('given cutouts and a width of %i px, it loads %s', async (width, expected) => {
    const { container } = render(
      <div style={{ width: `${width}px` }}>
        <Image src="/images/coffee-cup.svg" alt={ALT} cutouts={CUTOUTS} loading="eager" />
      </div>,
    );
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    expect(container.querySelector('img')).toHaveAttribute('src', expected);
  });

  it('given cutouts and no ratio, the box takes the chosen cutout’s shape', async () => {
    const { container } = render(
      <div style={{ width: '340px' }}>
        <Image src="/images/coffee-cup.svg" alt={ALT} cutouts={CUTOUTS} loading="eager" />
      </div>,
    );
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    const box = rootOf(container).getBoundingClientRect();
    expect(box.height).toBeCloseTo(box.width, 0);
  });

  it('when its box grows past the tolerance, it switches to a wider cutout', async () => {
    const { container } = render(
      <div data-testid="frame" style={{ width: '340px' }}>
        <Image src="/images/coffee-cup.svg" alt={ALT} cutouts={CUTOUTS} loading="eager" />
      </div>,
    );
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    container.querySelector<HTMLElement>('[data-testid="frame"]')!.style.width = '700px';
    await expect
      .poll(() => container.querySelector('img')?.getAttribute('src'), { timeout: 5000 })
      .toBe('/images/coffee-cup-768x432.svg');
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
  });

  it('given cutout styles from the CMS, it applies the valid ones and drops the rest', async () => {
    const cutouts = [
      {
        imagePath: '/images/coffee-bag.svg',
        targetSize: { width: 600, height: 800 },
        breakpoint: 'xs',
        imageCss: { objectFit: 'contain', objectPosition: 'center; background: url(x)' },
        containerCss: { backgroundColor: '#f5f3f0' },
      },
    ] as ImageCutout[];
    const { container } = render(
      <div style={{ width: '300px' }}>
        <Image src="/images/coffee-bag.svg" alt="Kaffeebohnen" cutouts={cutouts} ratio="1/1" />
      </div>,
    );
    await expect.poll(stateOf(container), { timeout: 5000 }).toBe('loaded');
    const img = container.querySelector('img')!;
    expect(img.style.objectFit).toBe('contain');
    expect(img.style.objectPosition).toBe('');
    expect(getComputedStyle(rootOf(container)).backgroundColor).toBe('rgb(245, 243, 240)');
  });
});
