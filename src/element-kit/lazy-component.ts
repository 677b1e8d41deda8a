import { lazy, type ComponentType } from 'react';
import { trackPending } from '../page-runtime/pending-work';

/**
 * A component whose code loads when its element first renders. The standalone bundle defines
 * every tag, but a page downloads only the code of the elements it uses, from beside the bundle.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(() => trackPending(load().then((component) => ({ default: component }))));
}
