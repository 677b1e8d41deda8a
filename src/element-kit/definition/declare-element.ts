import type { ComponentType } from 'react';
import type { PageConfig } from '../../page-runtime/page-config';
import type { Locale, SiteCode } from '../../sites/sites';
import type { ElementComponentProps, ElementDefinition } from './element-definition';

/** A piece of page-level data an element shows (the services' `DataNeed`; opaque here). */
export interface PageDataNeed {
  readonly kind: string;
}

/** The props an element's declaration sees: its component's, with its site and locale. */
export type DeclaredProps<D extends ElementDefinition> = ElementComponentProps<D> & {
  site: SiteCode;
  locale?: Locale;
};

/**
 * The needs of an element the declaring one renders by tag, with the props it gives it, as that
 * element declares them: an element holding others names what it passes them, never their data.
 */
export type InnerDataNeeds = (
  tag: string,
  props: Readonly<Record<string, unknown>> & { site: SiteCode },
) => readonly PageDataNeed[];

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
   * The page-level answers the element shows (navigation, theme worlds, promotions, the footer's
   * content), declared once: the element starts loading them as it connects, beside its code; a
   * server loads them and renders from them; the browser hands a server's answers to the stores
   * before hydrating. An element that renders others by tag names theirs through `inner`; what
   * the page configuration adds comes as `config` (so the declaration, which every page loads
   * first, does not carry the configuration's reader).
   */
  readonly dataNeeds?: (
    props: DeclaredProps<D>,
    inner: InnerDataNeeds,
    config: Pick<PageConfig, 'benefitsPromotionId'>,
  ) => readonly PageDataNeed[];
  /**
   * Starts what else the element asks for as it connects (the shopper's data, the cart, page
   * services), in parallel with its code instead of after it. Never on a server.
   */
  readonly preloadData?: (props: DeclaredProps<D>) => void;
  /**
   * The custom states that choose the element's reserved room (`whenState` in its definition's
   * `reservedHeight`), from what is known before its code renders: its attributes, the device,
   * cookies, local storage. Called when it connects and when an attribute changes, in the same
   * task, so the room is right before the next frame. Keep it small and synchronous: it is in
   * the initial load.
   */
  readonly roomStates?: (props: DeclaredProps<D>) => readonly string[];
}

/** Type-checks an element's declaration against its definition (`typeof …Definition`). */
export function declareElement<D extends ElementDefinition>(
  declaration: ElementDeclaration<D>,
): ElementDeclaration {
  return declaration as unknown as ElementDeclaration;
}
