import { useEffect, useMemo } from 'react';
import { useStore } from '../../page-runtime/use-store';
import type { SiteCode } from '../../sites/sites';
import { footerContents, type FooterContentState } from './footer-content-store';

/** A site's footer content through the page's store; loads it when the site changes. */
export function useFooterContent(site: SiteCode): FooterContentState {
  const store = useMemo(() => footerContents().entry(site), [site]);
  useEffect(() => {
    void footerContents().load(site);
  }, [site]);
  return useStore(store);
}
