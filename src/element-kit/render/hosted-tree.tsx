import { Suspense, type ComponentType } from 'react';
import type { Locale, SiteCode } from '../../sites/sites';
import { ElementErrorBoundary } from './element-error-boundary';
import { ElementSettledContext, useSettled } from '../host/element-settled';
import { InLocale } from './in-locale';
import { ShopProvider } from './shop-context';

export interface HostedTreeProps {
  tag: string;
  Component: ComponentType<Record<string, unknown>>;
  /** The component's props: its attributes as properties and its `on<Event>` callbacks. */
  props: Record<string, unknown>;
  site: SiteCode;
  locale: Locale | undefined;
  /**
   * True for elements whose height does not come from data: they let go of their reserved room
   * the moment they render. The others call `useSettled` themselves.
   */
  settlesOnFirstRender: boolean;
  /** The element's content has settled (or failed): its reserved room goes. */
  onSettled?: () => void;
}

/** Lets go of the reserved room the moment a component without data-driven height renders. */
function SettleOnFirstRender() {
  useSettled(true);
  return null;
}

/**
 * What an element renders in its shadow root around its component: the error boundary, the
 * settled signal, the site and locale, the content's `lang`. It touches no browser API, so the
 * server renders the same tree that the browser then hydrates.
 */
export function HostedTree({
  tag,
  Component,
  props,
  site,
  locale,
  settlesOnFirstRender,
  onSettled,
}: HostedTreeProps) {
  // The Suspense boundary only matters when a later site or locale change needs texts that
  // are not there yet; the element waits for them before it renders, so it rarely shows.
  return (
    <ElementErrorBoundary tag={tag} onError={onSettled}>
      <ElementSettledContext value={onSettled}>
        <Suspense fallback={null}>
          <ShopProvider site={site} locale={locale}>
            {settlesOnFirstRender && <SettleOnFirstRender />}
            <InLocale>
              <Component {...props} />
            </InLocale>
          </ShopProvider>
        </Suspense>
      </ElementSettledContext>
    </ElementErrorBoundary>
  );
}
