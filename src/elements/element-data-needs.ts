/**
 * What an element shows of the page-level answers, from its declaration's `dataNeeds` and those
 * of the elements it renders: the one source the browser's preloading, the server's render and
 * the taking of server data all read.
 */
import { defaultValue } from '../element-kit/host/attribute-values';
import type { InnerDataNeeds } from '../element-kit/definition/declare-element';
import type { ElementRegistration } from '../element-kit/host/define-element';
import { propertyName } from '../element-kit/definition/element-definition';
import { pageConfig } from '../page-runtime/page-config';
import { dataNeedOf } from '../services/server-data/data-needs';
import type { DeclaredNeed } from '../services/server-data/declared-needs';
import type { DataNeed } from '../services/server-data/server-data';
import { DEFAULT_SITE, isSiteCode, type SiteCode } from '../sites/sites';
import { ELEMENT_REGISTRATIONS } from './generated/element-registrations';

export interface ElementDataNeeds {
  /** Every answer the element and the elements inside it show, each once. */
  readonly all: readonly DataNeed[];
  /** Those the element shows itself. */
  readonly own: readonly DataNeed[];
}

const NONE: ElementDataNeeds = { all: [], own: [] };

const registrationOf = (tag: string) =>
  (ELEMENT_REGISTRATIONS as Readonly<Record<string, ElementRegistration | undefined>>)[tag];

/** The component's props with the definition's defaults where `props` leaves one out. */
function withDefaults(
  tag: string,
  props: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const full: Record<string, unknown> = {};
  for (const attribute of registrationOf(tag)?.definition.attributes ?? []) {
    full[propertyName(attribute.name)] = defaultValue(attribute);
  }
  for (const [name, value] of Object.entries(props)) if (value !== undefined) full[name] = value;
  return full;
}

const sameNeed = (a: DataNeed, b: DataNeed) => JSON.stringify(a) === JSON.stringify(b);
const eachOnce = (needs: readonly DataNeed[]) =>
  needs.filter((need, index) => needs.findIndex((other) => sameNeed(other, need)) === index);

/** The needs of `tag` with these props (its component's, with its site). */
export function elementDataNeeds(
  tag: string,
  props: Readonly<Record<string, unknown>> & { site: SiteCode },
): ElementDataNeeds {
  const declare = registrationOf(tag)?.declaration.dataNeeds;
  if (!declare) return NONE;
  const fromInner: DataNeed[] = [];
  const inner: InnerDataNeeds = (innerTag, innerProps) => {
    const { all } = elementDataNeeds(innerTag, innerProps);
    fromInner.push(...all);
    return all;
  };
  const declared = declare(withDefaults(tag, props) as never, inner, pageConfig()) as readonly (
    DeclaredNeed | DataNeed
  )[];
  const all: DataNeed[] = [];
  const own: DataNeed[] = [];
  for (const need of declared) {
    if (fromInner.includes(need as DataNeed)) {
      all.push(need as DataNeed);
      continue;
    }
    const asked = dataNeedOf(need);
    if (!asked) continue;
    all.push(asked);
    own.push(asked);
  }
  return { all: eachOnce(all), own: eachOnce(own) };
}

/** The needs of `tag` for its host's props, with the site they are for (the default site if none). */
export function declaredNeedsOf(
  tag: string,
  props: Readonly<Record<string, unknown>>,
): ElementDataNeeds & { site: SiteCode } {
  const site = isSiteCode(props.site) ? props.site : DEFAULT_SITE;
  return { site, ...elementDataNeeds(tag, { ...props, site }) };
}
