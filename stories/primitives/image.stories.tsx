import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { translatorFor } from '../../src/i18n/translator';
import { Image, type ImageAspectRatio } from '../../src/primitives/image/Image';
import type { ImageCutout } from '../../src/primitives/image/image-cutouts';
import { type Language } from '../../src/sites/sites';
import { siteOf } from '../support/story-globals';

interface ImageTexts {
  coffeeCup: string;
  coffeeBag: string;
}

/** Alternative texts an editor would write, in each site's language. */
const TEXTS: Record<Language, ImageTexts> = {
  de: {
    coffeeCup: 'Weiße Tasse Kaffee auf einer Untertasse, daneben Kaffeebohnen',
    coffeeBag: 'Beutel mit ganzen Kaffeebohnen',
  },
  fr: {
    coffeeCup: 'Tasse de café blanche sur une soucoupe, à côté de grains de café',
    coffeeBag: 'Sachet de café en grains',
  },
  pl: {
    coffeeCup: 'Biała filiżanka kawy na spodku, obok ziarna kawy',
    coffeeBag: 'Opakowanie kawy ziarnistej',
  },
  cs: {
    coffeeCup: 'Bílý šálek kávy na podšálku, vedle kávová zrna',
    coffeeBag: 'Balení zrnkové kávy',
  },
  hu: {
    coffeeCup: 'Fehér csésze kávé csészealjon, mellette kávébabok',
    coffeeBag: 'Egy csomag szemes kávé',
  },
  sk: {
    coffeeCup: 'Biela šálka kávy na podšálke, vedľa kávové zrná',
    coffeeBag: 'Balenie zrnkovej kávy',
  },
  tr: {
    coffeeCup: 'Tabağında beyaz bir fincan kahve, yanında kahve çekirdekleri',
    coffeeBag: 'Bir paket çekirdek kahve',
  },
};

function textsFor(globals: Record<string, unknown>): ImageTexts {
  return TEXTS[siteOf(globals).language];
}

/** The crops the CMS makes of one picture, from a square for smartphones to a wide one. */
const COFFEE_CUP_CUTOUTS: ImageCutout[] = [
  {
    imagePath: '/images/coffee-cup-375x375.svg',
    targetSize: { width: 375, height: 375 },
    breakpoint: 'xs',
    imageCss: { objectFit: 'cover', objectPosition: 'center' },
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

const RATIOS: ImageAspectRatio[] = ['16/9', '4/3', '3/2', '1/1', 21 / 9];

function imagesIn(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('.shop-image')];
}

async function allLoaded(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => {
      const images = imagesIn(canvasElement);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image.dataset.state).toBe('loaded');
    },
    { timeout: 5000 },
  );
}

const meta = {
  title: 'Primitives/Image',
  component: Image,
  argTypes: {
    ratio: { control: 'select', options: RATIOS },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
  args: { src: '/images/coffee-cup.svg', alt: '', ratio: '3/2' },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  render: (args, { globals }) => (
    <div style={{ maxWidth: '30rem' }}>
      <Image {...args} alt={args.alt || textsFor(globals).coffeeCup} />
    </div>
  ),
  play: async ({ canvasElement }) => allLoaded(canvasElement),
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, globals }) => {
    await allLoaded(canvasElement);
    const image = within(canvasElement).getByRole('img', { name: textsFor(globals).coffeeCup });
    await waitFor(() => expect(image).toBeVisible());
  },
};

/** The same picture in each aspect ratio; it is cropped to fill the box. */
export const Ratios: Story = {
  render: (args, { globals }) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: '1rem',
        maxWidth: '48rem',
      }}
    >
      {RATIOS.map((ratio) => (
        <figure key={ratio} style={{ margin: 0 }}>
          <Image {...args} ratio={ratio} alt={textsFor(globals).coffeeCup} />
          <figcaption>{typeof ratio === 'number' ? ratio.toFixed(2) : ratio}</figcaption>
        </figure>
      ))}
    </div>
  ),
};

/** A product on its own, contained in a square with the editor's background colour. */
export const ProductContained: Story = {
  args: {
    src: '/images/coffee-bag.svg',
    ratio: '1/1',
    cutouts: [
      {
        imagePath: '/images/coffee-bag.svg',
        targetSize: { width: 600, height: 800 },
        breakpoint: 'xs',
        imageCss: { objectFit: 'contain' },
        containerCss: { backgroundColor: '#f5f3f0' },
      },
    ],
  },
  render: (args, { globals }) => (
    <div style={{ maxWidth: '20rem' }}>
      <Image {...args} alt={textsFor(globals).coffeeBag} />
    </div>
  ),
};

/**
 * The placeholder while the image has not arrived. Here it never does: the story stands in an
 * IntersectionObserver that never reports the image in view.
 */
export const Loading: Story = {
  // Kept off the docs page: its stand-in observer would hold back the lazy images shown there.
  tags: ['!autodocs'],
  beforeEach: () => {
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      readonly root = null;
      readonly rootMargin = '';
      readonly thresholds = [];
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    return () => {
      window.IntersectionObserver = original;
    };
  },
  play: async ({ canvasElement, globals }) => {
    const [image] = imagesIn(canvasElement);
    await expect(image).toHaveAttribute('data-state', 'loading');
    await expect(image).toHaveAttribute('aria-busy', 'true');
    const img = within(canvasElement).getByRole('img', { name: textsFor(globals).coffeeCup });
    await expect(img).not.toHaveAttribute('src');
  },
};

export const LoadingFailed: Story = {
  name: 'Error',
  args: { src: '/images/this-file-does-not-exist.jpg' },
  play: async ({ canvasElement, globals }) => {
    const [image] = imagesIn(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'error'), { timeout: 5000 });
    const placeholder = within(canvasElement).getByRole('img', {
      name: textsFor(globals).coffeeCup,
    });
    await expect(placeholder).toHaveAccessibleDescription(
      translatorFor(siteOf(globals).locale).t('image.unavailable'),
    );
  },
};

/** A lazy image far down the page is fetched only when the shopper scrolls near it. */
export const LazyBelowTheFold: Story = {
  tags: ['!autodocs'],
  render: (args, { globals }) => (
    <>
      <div aria-hidden="true" style={{ height: '200vh' }} />
      <div style={{ maxWidth: '30rem' }}>
        <Image {...args} alt={textsFor(globals).coffeeCup} />
      </div>
    </>
  ),
  play: async ({ canvasElement, globals }) => {
    const [image] = imagesIn(canvasElement);
    const img = within(canvasElement).getByRole('img', { name: textsFor(globals).coffeeCup });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(image).toHaveAttribute('data-state', 'loading');
    await expect(img).not.toHaveAttribute('src');
    image?.scrollIntoView();
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
    await expect(img).toHaveAttribute('src', '/images/coffee-cup.svg');
  },
};

function cutoutStory(viewport: 'xs' | 'xl', expectedPath: string): Story {
  return {
    args: { ratio: undefined, cutouts: COFFEE_CUP_CUTOUTS },
    render: (args, { globals }) => <Image {...args} alt={textsFor(globals).coffeeCup} />,
    globals: { viewport: { value: viewport } },
    parameters: { visual: { viewports: [viewport] } },
    play: async ({ canvasElement, globals }) => {
      await allLoaded(canvasElement);
      const img = within(canvasElement).getByRole('img', { name: textsFor(globals).coffeeCup });
      await expect(img).toHaveAttribute('src', expectedPath);
    },
  };
}

/** On a smartphone the image is about 340 px wide: the square 375 px cutout is enough. */
export const CutoutOnSmartphone = cutoutStory('xs', '/images/coffee-cup-375x375.svg');

/** At xl the image is about 990 px wide: only the 1280 px cutout is wide enough. */
export const CutoutOnDesktop = cutoutStory('xl', '/images/coffee-cup-1280x720.svg');
