import r2wcCore, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * What the element host (`src/element-kit/host/define-element.tsx`) relies on in `@r2wc/core`, the
 * version pinned in package.json. A new r2wc version that changes any of it fails here first.
 */

type Lifecycle = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

interface Context {
  readonly id: number;
}

let nextTag = 0;

function defineProbe() {
  let mounts = 0;
  const renderer = {
    mount: vi.fn((): Context => ({ id: ++mounts })),
    update: vi.fn(),
    unmount: vi.fn(),
  } satisfies R2WCRenderer<object, Context>;
  const Component: ComponentType<object> = () => null;
  // The host's options: no props for r2wc to parse, no events, no `shadow`.
  const Base = r2wcCore(Component, { props: {}, events: {} }, renderer);
  const tag = `r2wc-contract-probe-${++nextTag}`;
  customElements.define(tag, Base);
  return { Base, Component, renderer, tag };
}

afterEach(() => document.body.replaceChildren());

describe('@r2wc/core, as the element host uses it', () => {
  it('attaches no shadow root and renders nothing before the element connects', () => {
    const { Base, renderer, tag } = defineProbe();
    const element = document.createElement(tag);
    expect(element.shadowRoot).toBeNull();
    expect(element.attachShadow({ mode: 'open' })).toBeInstanceOf(ShadowRoot);
    expect(renderer.mount).not.toHaveBeenCalled();
    expect((Base as unknown as { observedAttributes: string[] }).observedAttributes).toEqual([]);
  });

  it('when the element connects, mounts once with the element itself as the container', () => {
    const { Component, renderer, tag } = defineProbe();
    const element = document.createElement(tag);
    document.body.append(element);
    expect(renderer.mount).toHaveBeenCalledTimes(1);
    const [container, component, props] = renderer.mount.mock.calls[0] as unknown as [
      HTMLElement,
      ComponentType<object>,
      Record<string, unknown>,
    ];
    expect(container).toBe(element);
    expect(component).toBe(Component);
    // Given no props to parse, r2wc passes the container alone.
    expect(Object.keys(props)).toEqual(['container']);
  });

  it('given attributes, parses none of them and does not render for their changes', () => {
    const { renderer, tag } = defineProbe();
    document.body.insertAdjacentHTML('beforeend', `<${tag} site="PL" open></${tag}>`);
    const element = document.body.lastElementChild as HTMLElement;
    element.setAttribute('site', 'TR');
    element.removeAttribute('open');
    expect(renderer.mount).toHaveBeenCalledTimes(1);
    expect(Object.keys((renderer.mount.mock.calls[0] as unknown[])[2] as object)).toEqual([
      'container',
    ]);
    expect(renderer.update).not.toHaveBeenCalled();
    expect('site' in element).toBe(false);
  });

  it('when connectedCallback runs again while mounted, updates the same context instead of mounting', () => {
    const { renderer, tag } = defineProbe();
    const element = document.createElement(tag) as Lifecycle;
    document.body.append(element);
    element.connectedCallback();
    expect(renderer.mount).toHaveBeenCalledTimes(1);
    expect(renderer.update).toHaveBeenCalledTimes(1);
    expect(renderer.update.mock.calls[0]?.[0]).toEqual({ id: 1 });
  });

  it('when disconnectedCallback runs, unmounts that context; a later connection mounts anew', () => {
    const { renderer, tag } = defineProbe();
    const element = document.createElement(tag) as Lifecycle;
    document.body.append(element);
    element.remove();
    expect(renderer.unmount).toHaveBeenCalledTimes(1);
    expect(renderer.unmount.mock.calls[0]?.[0]).toEqual({ id: 1 });
    document.body.append(element);
    expect(renderer.mount).toHaveBeenCalledTimes(2);
    expect(renderer.update).not.toHaveBeenCalled();
    element.remove();
    expect(renderer.unmount.mock.calls[1]?.[0]).toEqual({ id: 2 });
  });

  it('given a subclass that skips disconnecting while connected, a move updates the mount', () => {
    const { Base, renderer, tag } = defineProbe();
    const Deferring = class extends (Base as unknown as new () => Lifecycle) {
      override disconnectedCallback() {
        if (!this.isConnected) super.disconnectedCallback();
      }
    };
    customElements.define(`${tag}-deferring`, Deferring);
    const element = document.createElement(`${tag}-deferring`);
    document.body.append(element);
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    expect(renderer.mount).toHaveBeenCalledTimes(1);
    expect(renderer.unmount).not.toHaveBeenCalled();
    expect(renderer.update).toHaveBeenCalledTimes(1);
  });
});
