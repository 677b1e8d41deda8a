/**
 * Defining the library's elements from their registrations (generated in
 * `generated/element-registrations.ts`): each after the elements it renders, so no host waits
 * on an undefined child, each with the loader of the answers it shows and the server-data taker
 * of server-rendered HTML, both from its declared `dataNeeds`.
 */
import { defineElement, type DataLoader } from '../element-kit/host/define-element';
import type { ServerDataTaker } from '../element-kit/server/server-rendered-host';
import { ELEMENT_REGISTRATIONS } from './generated/element-registrations';
import type { ElementTag } from './generated/runtime-definitions';

/**
 * An element whose HTML came from a server seeds the page's stores with its data. Lazily: the
 * needs read the page configuration, which the first bundle a page loads does not carry.
 */
export const takeServerData: ServerDataTaker = (tag, data, props) =>
  import('./declared-server-data').then((module) =>
    module.takeDeclaredServerData(tag, data, props),
  );

/** An element starts loading the answers it shows as it connects, beside its code (lazily). */
const loadData: DataLoader = (tag, props) => {
  void import('./declared-data-loading').then((module) => module.loadDeclaredData(tag, props));
};

const isElementTag = (tag: string): tag is ElementTag => tag in ELEMENT_REGISTRATIONS;

/** `tags`, each after the elements it renders. */
function dependenciesFirst(tags: readonly ElementTag[]): ElementTag[] {
  const order = new Set<ElementTag>();
  const visit = (tag: ElementTag) => {
    if (order.has(tag)) return;
    for (const dependency of ELEMENT_REGISTRATIONS[tag].definition.dependencies ?? [])
      if (isElementTag(dependency)) visit(dependency);
    order.add(tag);
  };
  for (const tag of tags) visit(tag);
  return [...order];
}

const defineRegistered = (tag: ElementTag) =>
  defineElement({ ...ELEMENT_REGISTRATIONS[tag], takeServerData, loadData });

/** Defines `tag` and the elements it renders, each unless defined already. */
export function defineWithDependencies(tag: ElementTag): CustomElementConstructor {
  for (const dependency of dependenciesFirst([tag]))
    if (dependency !== tag) defineRegistered(dependency);
  return defineRegistered(tag);
}

/**
 * Defines every tag not defined yet, one tag per turn of the main thread, each after the
 * elements it renders: defining a tag upgrades every instance on the page at once, so the
 * header and the six elements inside it, defined together, were one task of 120 ms on a
 * throttled phone; one tag per turn keeps each short, and a tap is answered in between.
 */
export async function defineAllElementsInTurns(nextTurn: () => Promise<void>): Promise<void> {
  for (const tag of dependenciesFirst(Object.keys(ELEMENT_REGISTRATIONS) as ElementTag[])) {
    if (customElements.get(tag)) continue;
    defineRegistered(tag);
    await nextTurn();
  }
}
