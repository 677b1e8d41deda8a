import type { R2WCBaseProps } from '@r2wc/core';
import type { ComponentLoader } from '../host/component-loader';
import { hostSiteAndLocale } from './host-render-plan';
import { HostedTree } from './hosted-tree';
import type { RuntimeDefinition } from '../definition/runtime-definition';

/**
 * The props the renderer renders the element's hosted component with (r2wc's own, which name
 * the container, go unused).
 */
export interface HostedProps extends R2WCBaseProps {
  props: Record<string, unknown>;
  settle: () => void;
}

/** The component r2wc mounts: the element's own component, once loaded, in its hosted tree. */
export function hostedElementOf(definition: RuntimeDefinition, component: ComponentLoader) {
  function HostedElement({ props: { site, locale, ...props }, settle }: HostedProps) {
    const Component = component.loaded;
    if (!Component) return null;
    const rendered = hostSiteAndLocale({ site, locale });
    return (
      <HostedTree
        tag={definition.tag}
        Component={Component}
        props={props}
        site={rendered.site}
        locale={rendered.locale}
        settlesOnFirstRender={!definition.settlesWithData}
        onSettled={settle}
      />
    );
  }
  HostedElement.displayName = `<${definition.tag}>`;
  return HostedElement;
}
