import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  RIPPLE_MINIMUM_DISPLAY_MS,
  type ButtonSize,
  type ButtonVariant,
} from '../../src/primitives/button/Button';
import { ICON_NAMES } from '../../src/primitives/icon/icon-paths';
import { SITES, isSiteCode, type Language } from '../../src/sites/sites';

interface ButtonTexts {
  addToCart: string;
  saveForLater: string;
  activateCoupon: string;
  toOffer: string;
  becomeMember: string;
  allOffers: string;
}

/** What the shop's buttons say, in each site's language. */
const TEXTS: Record<Language, ButtonTexts> = {
  de: {
    addToCart: 'In den Warenkorb',
    saveForLater: 'Merken',
    activateCoupon: 'Coupon aktivieren',
    toOffer: 'Zum Angebot',
    becomeMember: 'Mitglied werden',
    allOffers: 'Alle Angebote ansehen',
  },
  fr: {
    addToCart: 'Ajouter au panier',
    saveForLater: 'Mémoriser',
    activateCoupon: 'Activer le coupon',
    toOffer: 'Voir l’offre',
    becomeMember: 'Devenir membre',
    allOffers: 'Voir toutes les offres',
  },
  pl: {
    addToCart: 'Dodaj do koszyka',
    saveForLater: 'Zapamiętaj',
    activateCoupon: 'Aktywuj kupon',
    toOffer: 'Do oferty',
    becomeMember: 'Zostań członkiem',
    allOffers: 'Zobacz wszystkie oferty',
  },
  cs: {
    addToCart: 'Vložit do košíku',
    saveForLater: 'Zapamatovat',
    activateCoupon: 'Aktivovat kupón',
    toOffer: 'K nabídce',
    becomeMember: 'Stát se členem',
    allOffers: 'Zobrazit všechny nabídky',
  },
  hu: {
    addToCart: 'Kosárba teszem',
    saveForLater: 'Megjegyzem',
    activateCoupon: 'Kupon aktiválása',
    toOffer: 'Az ajánlathoz',
    becomeMember: 'Csatlakozom',
    allOffers: 'Összes ajánlat megtekintése',
  },
  sk: {
    addToCart: 'Vložiť do košíka',
    saveForLater: 'Zapamätať',
    activateCoupon: 'Aktivovať kupón',
    toOffer: 'K ponuke',
    becomeMember: 'Stať sa členom',
    allOffers: 'Zobraziť všetky ponuky',
  },
  tr: {
    addToCart: 'Sepete ekle',
    saveForLater: 'Kaydet',
    activateCoupon: 'Kuponu etkinleştir',
    toOffer: 'Fırsata git',
    becomeMember: 'Üye ol',
    allOffers: 'Tüm fırsatları gör',
  },
};

function textsFor(globals: Record<string, unknown>): ButtonTexts {
  const site = isSiteCode(globals.site) ? globals.site : 'DE';
  return TEXTS[SITES[site].language];
}

const SIZES: ButtonSize[] = ['small', 'medium', 'large'];

const VARIANT_TEXT: Record<ButtonVariant, keyof ButtonTexts> = {
  primary: 'addToCart',
  secondary: 'saveForLater',
  activating: 'activateCoupon',
  sale: 'toOffer',
  community: 'becomeMember',
};

/** Lays several buttons out side by side for one screenshot. */
function Row({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
      {children}
    </div>
  );
}

// Typed as a plain Decorator: inferring its args from the props union would make them `never`.
const withRoomForFocusRings: Decorator = (Story) => (
  <div style={{ padding: '1rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: {
    children: { control: 'text', description: 'The label; empty shows the sample text.' },
    size: { control: 'inline-radio', options: SIZES },
    variant: { control: 'select', options: Object.keys(VARIANT_TEXT) },
    leadingIcon: { control: 'select', options: ICON_NAMES },
    trailingIcon: { control: 'select', options: ICON_NAMES },
  },
  args: { children: '', onClick: fn() },
  decorators: [withRoomForFocusRings],
  render: (args, { globals }) => (
    <Button {...args}>{args.children || textsFor(globals).addToCart}</Button>
  ),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

function buttonIn(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('button');
}

export const Default: Story = {};

export const Sizes: Story = {
  render: (args, { globals }) => (
    <Row>
      {SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          {textsFor(globals).addToCart}
        </Button>
      ))}
    </Row>
  ),
};

export const Variants: Story = {
  render: (args, { globals }) => {
    const texts = textsFor(globals);
    return (
      <Row>
        {(Object.keys(VARIANT_TEXT) as ButtonVariant[]).map((variant) => (
          <Button key={variant} {...args} variant={variant}>
            {texts[VARIANT_TEXT[variant]]}
          </Button>
        ))}
      </Row>
    );
  },
};

export const WithIcons: Story = {
  render: (args, { globals }) => {
    const texts = textsFor(globals);
    return (
      <Row>
        <Button {...args} size="small" leadingIcon="cart">
          {texts.addToCart}
        </Button>
        <Button {...args} leadingIcon="cart">
          {texts.addToCart}
        </Button>
        <Button {...args} size="large" variant="secondary" trailingIcon="arrow-right">
          {texts.allOffers}
        </Button>
      </Row>
    );
  },
};

/** A loading button keeps its width and label, shows a spinner and ignores clicks. */
export const Loading: Story = {
  render: (args, { globals }) => (
    <Row>
      {SIZES.map((size) => (
        <Button key={size} {...args} size={size} loading>
          {textsFor(globals).addToCart}
        </Button>
      ))}
      <Button {...args} variant="secondary" loading>
        {textsFor(globals).saveForLater}
      </Button>
    </Row>
  ),
};

export const Disabled: Story = {
  render: (args, { globals }) => {
    const texts = textsFor(globals);
    return (
      <Row>
        <Button {...args} disabled>
          {texts.addToCart}
        </Button>
        <Button {...args} variant="secondary" leadingIcon="cart" disabled>
          {texts.addToCart}
        </Button>
        <Button onClick={args.onClick} href="/angebote" disabled>
          {texts.allOffers}
        </Button>
      </Row>
    );
  },
};

/** With `href` the button is a link that looks like a button. */
export const AsLink: Story = {
  args: { href: '/angebote', variant: 'secondary', trailingIcon: 'arrow-right' },
  render: (args, { globals }) => <Button {...args}>{textsFor(globals).allOffers}</Button>,
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: textsFor(globals).allOffers });
    await expect(link).toHaveAttribute('href', '/angebote');
  },
};

/** As on a smartphone's product page: the main action takes the whole width. */
export const FullWidth: Story = {
  args: { fullWidth: true, size: 'large', leadingIcon: 'cart' },
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { viewports: ['xs'] } },
};

/** The focus ring shows when the shopper reaches the button with the keyboard. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(buttonIn(canvasElement)).toHaveFocus();
  },
};

export const ClickCallsOnClickOnce: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(buttonIn(canvasElement));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LoadingIgnoresClicks: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: textsFor(globals).addToCart });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.dblClick(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Turns loading on at the first click, as an add-to-cart button does while it calls the shop. */
export const LoadsAfterClick: Story = {
  render: (args, { globals }) => {
    function Demo() {
      const [loading, setLoading] = useState(false);
      return (
        <Button
          {...args}
          loading={loading}
          onClick={(event) => {
            args.onClick?.(event);
            setLoading(true);
          }}
        >
          {textsFor(globals).addToCart}
        </Button>
      );
    }
    return <Demo />;
  },
  play: async ({ canvasElement, args }) => {
    const button = buttonIn(canvasElement);
    // Measured in the font it keeps: Storybook's dev server may still be loading it.
    await document.fonts.ready;
    const widthBefore = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.getBoundingClientRect().width).toBe(widthBefore);
  },
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec: "Ripple minimum display 250 ms", even when the click itself is far shorter. */
export const RippleOutlastsAShortClick: Story = {
  play: async ({ canvasElement }) => {
    const button = buttonIn(canvasElement);
    const ripple = () => button.querySelector('.shop-button__ripple');
    await userEvent.click(button);
    await expect(ripple()).not.toBeNull();
    await wait(RIPPLE_MINIMUM_DISPLAY_MS - 50);
    await expect(ripple()).not.toBeNull();
    await waitFor(() => expect(ripple()).toBeNull(), { timeout: 2000 });
  },
};
