import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { IconButton } from '../../src/primitives/icon-button/IconButton';
import { Notice } from '../../src/primitives/notice/Notice';
import { componentTexts } from '../support/story-globals';

type Texts = ReturnType<typeof componentTexts>;

/** An error the shopper can dismiss, as the mini cart's failed change is. */
function DismissableError({ texts }: { texts: Texts }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  return (
    <Notice tone="error" role="alert">
      <p>{texts.t('newsletter.errorGeneric')}</p>
      <IconButton icon="close" label={texts.t('common.close')} onClick={() => setShown(false)} />
    </Notice>
  );
}

const meta: Meta<typeof Notice> = {
  title: 'Primitives/Notice',
  component: Notice,
  argTypes: { children: { control: false } },
};

export default meta;
type Story = StoryObj<typeof Notice>;

/**
 * The four tones in the library's own look, each with its icon. The mini cart, the newsletter
 * form and the preview panel give theirs their own classes (their banners keep their look).
 */
export const Tones: Story = {
  render: (_args, { globals }) => {
    const texts = componentTexts(globals);
    return (
      <div style={{ display: 'grid', gap: 'var(--shop-space-3)', maxWidth: '30rem' }}>
        <Notice tone="info">
          <p>{texts.t('cart.defectiveItems')}</p>
        </Notice>
        <Notice tone="success">
          <p>{texts.t('newsletter.doiConfirmed')}</p>
        </Notice>
        <Notice tone="warning">
          <p>{texts.t('newsletter.doiLinkNotValid')}</p>
        </Notice>
        <DismissableError texts={texts} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = componentTexts(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(texts.t('newsletter.errorGeneric'));
    await expect(alert.querySelector('[data-icon="error"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      canvas.getByText(texts.t('newsletter.doiConfirmed')).parentElement?.querySelector('svg'),
    ).toHaveAttribute('data-icon', 'check');
  },
};

/** The dismiss button is the notice's own action: the banner goes, the others stay. */
export const Dismiss: Story = {
  render: (_args, { globals }) => {
    const texts = componentTexts(globals);
    return (
      <div style={{ display: 'grid', gap: 'var(--shop-space-3)', maxWidth: '30rem' }}>
        <DismissableError texts={texts} />
        <Notice tone="info">
          <p>{texts.t('cart.defectiveItems')}</p>
        </Notice>
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const texts = componentTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: texts.t('common.close') }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText(texts.t('cart.defectiveItems'))).toBeVisible();
  },
};
