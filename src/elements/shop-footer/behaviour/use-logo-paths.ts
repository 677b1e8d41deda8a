import { useMemo } from 'react';
import type { FooterContent } from '../../../services/wire/footer';
import { footerLogoPath } from '../footer-logos';

/** Every logo source of the content, resolved once per content (unknown ones log once). */
export function useLogoPaths(content: FooterContent | undefined): ReadonlyMap<string, string> {
  return useMemo(() => {
    const paths = new Map<string, string>();
    const sources = [
      ...(content?.teaser.groups.flatMap((group) => group.images ?? []) ?? []).map(
        (image) => image.source,
      ),
      ...(content?.qualityLogos?.logos ?? []).map((logo) => logo.image.source),
    ];
    for (const source of sources) {
      if (!paths.has(source)) paths.set(source, footerLogoPath(source));
    }
    return paths;
  }, [content]);
}
