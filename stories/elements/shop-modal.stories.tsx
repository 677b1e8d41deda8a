import type { Meta, StoryObj } from '@storybook/react-vite';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../src/elements/generated/entries/shop-modal';
import { ShopModal } from '../../src/elements/shop-modal/ShopModal';
import type { ShopModalElement } from '../../src/elements/generated/element-typings';
import { shopModalDefinition } from '../../src/elements/shop-modal/shop-modal.definition';
import { elementArgTypes, elementArgs, elementParameters } from '../support/element-docs';
import { LitTemplate } from '../support/lit-template';
import { sampleContent } from '../support/sample-content';
import { shadowQueries, storyTexts } from '../support/story-texts';

interface ModalArgs {
  open: boolean;
  size: 'S' | 'M' | 'L';
  heading: string;
  onModalClose: (event: Event) => void;
}

const meta = {
  title: 'Elements/shop-modal',
  parameters: {
    ...elementParameters(shopModalDefinition, {
      snippet: (args, globals) => {
        const text = sampleContent(globals);
        return {
          args: { ...args, heading: (args.heading as string) || text.dialogHeading },
          content: [
            `<p>${text.dialogBody}</p>`,
            `<button slot="footer" type="button">${text.cancel}</button>`,
            `<button slot="footer" type="button">${text.confirm}</button>`,
          ].join('\n  '),
        };
      },
    }),
    visual: { target: 'viewport' },
  },
  argTypes: elementArgTypes('shop-modal'),
  args: { ...elementArgs('shop-modal'), open: true, size: 'M', heading: '', onModalClose: fn() },
  render: (args, { globals, viewMode }) => {
    const text = sampleContent(globals);
    // A modal covers the page it opens in: on the docs page it waits for a click, inline, so it
    // follows the toolbar's site like everything else there (a framed story would not).
    const inDocs = viewMode === 'docs';
    const openFromButton = (event: Event) => {
      ((event.currentTarget as HTMLElement).nextElementSibling as ShopModalElement).open = true;
    };
    const template = html`
      ${
        inDocs
          ? html`<button class="story-button" type="button" @click=${openFromButton}>
              ${text.openDialog}
            </button>`
          : ''
      }
      <shop-modal
        site=${ifDefined((globals.site as string) || undefined)}
        locale=${ifDefined((globals.locale as string) || undefined)}
        ?open=${args.open && !inDocs}
        size=${args.size}
        heading=${args.heading || text.dialogHeading}
        @modal-close=${args.onModalClose}
      >
        <p>${text.dialogBody}</p>
        <button class="story-button" slot="footer" type="button">${text.cancel}</button>
        <button class="story-button story-button--primary" slot="footer" type="button">
          ${text.confirm}
        </button>
      </shop-modal>
    `;
    return <LitTemplate template={template} />;
  },
} satisfies Meta<ModalArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

function modalIn(canvasElement: HTMLElement): ShopModalElement {
  const modal = canvasElement.querySelector('shop-modal');
  if (!modal) throw new Error('no <shop-modal> rendered');
  return modal;
}

export const Open: Story = {};

export const SizeS: Story = { name: 'Size S', args: { size: 'S' } };

export const SizeL: Story = { name: 'Size L', args: { size: 'L' } };

export const OnSmartphone: Story = {
  globals: { viewport: { value: 'xs' } },
  parameters: { visual: { target: 'viewport', viewports: ['xs'] } },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = modalIn(canvasElement);
    // The dialog renders once the element's code is in (Storybook's dev server loads it late).
    const dialogOf = () => modal.shadowRoot?.querySelector('dialog');
    await waitFor(() => expect(dialogOf()?.open).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
    await expect(dialogOf()?.open).toBe(false);
    await expect(args.onModalClose).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { reason: 'escape' } }),
    );
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const modal = modalIn(canvasElement);
    const shadow = shadowQueries(modal.shadowRoot!);
    await userEvent.click(
      await shadow.findByRole('button', { name: storyTexts(globals).t('modal.close') }),
    );
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
    await expect(args.onModalClose).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { reason: 'close-button' } }),
    );
  },
};

/** A page button opens the dialog; on close, focus returns to that button. */
export const OpenedFromThePage: Story = {
  args: { open: false },
  render: (args, { globals }) => {
    const text = sampleContent(globals);
    const open = (event: Event) => {
      const modal = (event.currentTarget as HTMLElement).nextElementSibling as ShopModalElement;
      modal.open = true;
    };
    const template = html`
      <button class="story-button" type="button" @click=${open}>${text.openDialog}</button>
      <shop-modal
        site=${ifDefined((globals.site as string) || undefined)}
        size=${args.size}
        heading=${text.dialogHeading}
        @modal-close=${args.onModalClose}
      >
        <p>${text.dialogBody}</p>
      </shop-modal>
    `;
    return <LitTemplate template={template} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: sampleContent(globals).openDialog });
    const modal = modalIn(canvasElement);
    await userEvent.click(opener);
    await expect(modal.hasAttribute('open')).toBe(true);
    const dialogOf = () => modal.shadowRoot?.querySelector('dialog');
    await waitFor(() => expect(dialogOf()?.dataset.focusTrapped).toBe(''));
    await expect(modal.shadowRoot?.activeElement).toBe(
      modal.shadowRoot?.querySelector('[part="close-button"]'),
    );
    await userEvent.click(
      shadowQueries(modal.shadowRoot!).getByRole('button', {
        name: storyTexts(globals).t('modal.close'),
      }),
    );
    await waitFor(() => expect(dialogOf()?.open).toBe(false));
    await expect(document.activeElement).toBe(opener);
  },
};

/** The React component is controlled: the app keeps `open` and answers `onModalClose`. */
export const ReactComponent: Story = {
  parameters: {
    visual: { target: 'viewport' },
    docs: { source: { type: 'code', language: 'tsx' } },
  },
  render: (_args, { globals }) => {
    const text = sampleContent(globals);
    function Demo() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button className="story-button" type="button" onClick={() => setOpen(true)}>
            {text.openDialog}
          </button>
          <ShopModal
            open={open}
            size="S"
            heading={text.dialogHeading}
            onModalClose={() => setOpen(false)}
            footer={
              <button
                className="story-button story-button--primary"
                type="button"
                onClick={() => setOpen(false)}
              >
                {text.confirm}
              </button>
            }
          >
            <p>{text.dialogBody}</p>
          </ShopModal>
        </>
      );
    }
    return <Demo />;
  },
};
