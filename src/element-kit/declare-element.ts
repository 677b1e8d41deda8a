import type { ComponentType } from 'react';
import type { Locale, SiteCode } from '../sites/sites';
import type { ElementComponentProps, ElementDefinition } from './element-definition';

/**
 * How an element folder declares itself, in its `<tag>.element.ts`: the code and styles behind
 * its definition. `npm run manifest` finds these files and generates the registry, the `define…`
 * functions, the typings and the manifest from them and the definitions.
 */
export interface ElementDeclaration<D extends ElementDefinition = ElementDefinition> {
  readonly tag: D['tag'];
  /**
   * Loads the component (a lazy `import()`, so a page downloads only the code of the elements it
   * uses). Its props must accept what the definition gives, or the typecheck fails.
   */
  readonly loadComponent: () => Promise<ComponentType<ElementComponentProps<D>>>;
  /**
   * CSS texts (`?inline` imports) adopted into the shadow root when the element is created. An
   * element's own CSS belongs in its component instead (`useStyles`), so it comes with the code
   * and a page downloads only the styles of the elements it uses; this is for the rare sheet an
   * element needs before its code is there.
   */
  readonly styles?: readonly string[];
  /**
   * Starts loading the page-level data the element shows (through the page's stores, so each
   * call is made once) when it connects, in parallel with its code instead of after it.
   */
  readonly preloadData?: (
    props: ElementComponentProps<D> & { site: SiteCode; locale?: Locale },
  ) => void;
  /**
   * The custom states that choose the element's reserved room (`whenState` in its definition's
   * `reservedHeight`), from what is known before its code renders: its attributes, the device,
   * cookies, local storage. Called when it connects and when an attribute changes, in the same
   * task, so the room is right before the next frame. Keep it small and synchronous: it is in
   * the initial load.
   */
  readonly roomStates?: (
    props: ElementComponentProps<D> & { site: SiteCode; locale?: Locale },
  ) => readonly string[];
}

/** Type-checks an element's declaration against its definition (`typeof …Definition`). */
export function declareElement<D extends ElementDefinition>(
  declaration: ElementDeclaration<D>,
): ElementDeclaration {
  return declaration as unknown as ElementDeclaration;
}
