import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInShopApp } from '../../../../src/elements/shop-country-switcher/behaviour/use-in-shop-app';

/** What the switcher decides from the app cookie, and every render's answer in order. */
function probe() {
  const renders: boolean[] = [];
  function Probe() {
    const inApp = useInShopApp();
    renders.push(inApp);
    return <p>{inApp ? 'app' : 'visitor'}</p>;
  }
  return { Probe, renders };
}

function withAppCookie(value: string) {
  vi.spyOn(document, 'cookie', 'get').mockReturnValue(`Hunter-Platform=${value}`);
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the country switcher in the shop’s apps', () => {
  it('given the app cookie, a server render shows the visitor’s view (server HTML is for everyone)', () => {
    withAppCookie('smartphone');
    const { Probe } = probe();
    expect(renderToString(<Probe />)).toBe('<p>visitor</p>');
  });

  it('given the app cookie, hydration starts from the server’s view and then fills in the app', async () => {
    withAppCookie('tablet');
    const { Probe, renders } = probe();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    renders.length = 0;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      render(<Probe />, { container, hydrate: true });
    });
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    expect(container.textContent).toBe('app');
    expect(errors).not.toHaveBeenCalled();
  });

  it('given the app cookie, a browser rendering on its own shows no switcher from its first render', () => {
    withAppCookie('smartphone');
    const { Probe, renders } = probe();
    const { container } = render(<Probe />);
    expect(renders).not.toContain(false);
    expect(container.textContent).toBe('app');
  });

  it('given another Hunter-Platform value, it is the visitor’s view everywhere', () => {
    withAppCookie('desktop');
    const { Probe } = probe();
    expect(renderToString(<Probe />)).toBe('<p>visitor</p>');
    expect(render(<Probe />).container.textContent).toBe('visitor');
  });
});
