import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import '../../../src/elements/generated/entries/shop-modal';
import type { ShopModalElement } from '../../../src/elements/generated/element-typings';

async function mountModal(
  attributes = 'open heading="Lieferadresse ändern"',
): Promise<ShopModalElement> {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<button id="opener" type="button">Öffnen</button>
     <shop-modal ${attributes}>
       <p>Möchten Sie die Lieferadresse wirklich ändern?</p>
       <a href="#hilfe">Hilfe</a>
       <button slot="footer" type="button" id="cancel">Abbrechen</button>
       <button slot="footer" type="button" id="confirm">Ändern</button>
     </shop-modal>`,
  );
  const modal = document.querySelector('shop-modal') as ShopModalElement;
  // The first modal of a run loads its code: seconds on a busy machine.
  await vi.waitFor(() => expect(modal.shadowRoot?.querySelector('dialog')).not.toBeNull(), {
    timeout: 10_000,
  });
  return modal;
}

function dialogOf(modal: ShopModalElement): HTMLDialogElement {
  return modal.shadowRoot?.querySelector('dialog') as HTMLDialogElement;
}

async function untilTrapped(modal: ShopModalElement) {
  await vi.waitFor(() => expect(dialogOf(modal).dataset.focusTrapped).toBe(''));
}

/** The focused element, looking through shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<shop-modal>', () => {
  it('given the open attribute, it shows a modal dialog named by its heading', async () => {
    const modal = await mountModal();
    await vi.waitFor(() => expect(dialogOf(modal).open).toBe(true));
    await expect.element(page.getByRole('dialog', { name: 'Lieferadresse ändern' })).toBeVisible();
  });

  it('when open is removed, it closes the dialog', async () => {
    const modal = await mountModal();
    await vi.waitFor(() => expect(dialogOf(modal).open).toBe(true));
    modal.removeAttribute('open');
    await vi.waitFor(() => expect(dialogOf(modal).open).toBe(false));
  });

  it('when the shopper presses Escape, it fires modal-close and removes open', async () => {
    const modal = await mountModal();
    const events: CustomEvent[] = [];
    document.addEventListener('modal-close', (event) => events.push(event));
    await untilTrapped(modal);
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(dialogOf(modal).open).toBe(false));
    expect(modal.hasAttribute('open')).toBe(false);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toEqual({ reason: 'escape' });
  });

  it('when modal-close is cancelled, the dialog stays open', async () => {
    const modal = await mountModal();
    modal.addEventListener('modal-close', (event) => event.preventDefault());
    await untilTrapped(modal);
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialogOf(modal).open).toBe(true);
    expect(modal.hasAttribute('open')).toBe(true);
  });

  it('when the shopper clicks the backdrop, it closes with reason backdrop', async () => {
    const modal = await mountModal('open size="S" heading="Hinweis"');
    const reasons: string[] = [];
    modal.addEventListener('modal-close', (event) => reasons.push(event.detail.reason));
    await untilTrapped(modal);
    await userEvent.click(page.elementLocator(document.body), {
      position: { x: 5, y: 5 },
      force: true,
    });
    await vi.waitFor(() => expect(dialogOf(modal).open).toBe(false));
    expect(reasons).toEqual(['backdrop']);
  });

  it('when the shopper clicks inside the dialog, it stays open', async () => {
    const modal = await mountModal();
    await untilTrapped(modal);
    await userEvent.click(page.getByText('Möchten Sie die Lieferadresse wirklich ändern?'));
    expect(dialogOf(modal).open).toBe(true);
  });

  it('given focus is trapped, Tab and Shift+Tab never leave the dialog', async () => {
    const modal = await mountModal();
    await untilTrapped(modal);
    const inside = [
      modal.shadowRoot?.querySelector('[part="close-button"]'),
      modal.querySelector('a'),
      modal.querySelector('#cancel'),
      modal.querySelector('#confirm'),
    ];
    const visited: (Element | null)[] = [];
    for (let press = 0; press < 6; press += 1) {
      await userEvent.keyboard('{Tab}');
      visited.push(deepActiveElement());
    }
    for (const element of visited) expect(inside).toContain(element);
    expect(new Set(visited).size).toBe(4);
    modal.shadowRoot?.querySelector<HTMLButtonElement>('[part="close-button"]')?.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(deepActiveElement()).toBe(modal.querySelector('#confirm'));
  });

  it('while open, the page does not scroll; on close, scrolling and focus come back', async () => {
    const modal = await mountModal('heading="Hinweis"');
    const opener = document.querySelector<HTMLButtonElement>('#opener');
    opener?.focus();
    modal.open = true;
    await vi.waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await untilTrapped(modal);
    modal.open = false;
    await vi.waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
    expect(document.activeElement).toBe(opener);
  });

  it('given size S, M or L, the dialog is 400, 640 or 960 px wide on a wide screen', async () => {
    await page.viewport(1280, 800);
    const modal = await mountModal('open size="S" heading="Hinweis"');
    await vi.waitFor(() => expect(dialogOf(modal).getBoundingClientRect().width).toBe(400));
    modal.size = 'M';
    await vi.waitFor(() => expect(dialogOf(modal).getBoundingClientRect().width).toBe(640));
    modal.size = 'L';
    await vi.waitFor(() => expect(dialogOf(modal).getBoundingClientRect().width).toBe(960));
  });

  it('labels its close button in the site language', async () => {
    const modal = await mountModal('open site="PL" heading="Zmień adres"');
    await vi.waitFor(() =>
      expect(
        modal.shadowRoot?.querySelector('[part="close-button"]')?.getAttribute('aria-label'),
      ).toBe('Zamknij okno'),
    );
  });
});
