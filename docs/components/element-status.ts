import manifestJson from '../../custom-elements.json';
import type { ShopElementDeclaration } from '../../scripts/manifest/build-manifest';
import type { ElementStatus } from '../../src/element-kit/definition/element-definition';
import type { ElementTag } from '../../src/elements/generated/runtime-definitions';
import { GALLERY_PICTURES, type GalleryPicture } from './element-previews';

/** What a page can rely on for each status: the one place the statuses are explained. */
export const STATUS_MEANINGS: Readonly<
  Record<ElementStatus, { readonly label: string; readonly meaning: string }>
> = {
  stable: {
    label: 'Stable',
    meaning:
      'In the public contract (`docs/spec/CONTRACT.md`): its tag, attributes, events, slots and parts are only ever added to, never renamed or dropped. Use it on any page.',
  },
  'staff-only': {
    label: 'Staff only',
    meaning:
      'As stable as a stable element, and in the contract too, but it shows itself only to staff: on a page without a staff cookie it renders nothing, and shoppers download nothing of it.',
  },
  beta: {
    label: 'Beta',
    meaning:
      'Not in the public contract yet: its tag, attributes and events may still change in any version, and the changelog says when they do. `npm run new-element` starts every element here; it becomes stable when the contract lists it.',
  },
};

/** One card of the element gallery, everything read from custom-elements.json. */
export interface GalleryEntry {
  readonly tag: ElementTag;
  readonly summary: string;
  readonly status: ElementStatus;
  /** The element's docs page, as a Storybook link. */
  readonly docsPath: string;
  readonly picture: GalleryPicture | undefined;
}

/** Every tag of custom-elements.json, in its order, with its summary and status. */
export function galleryEntries(): GalleryEntry[] {
  return manifestJson.modules.flatMap((module) =>
    (module.declarations as unknown as ShopElementDeclaration[]).map((declaration) => {
      const tag = declaration.tagName as ElementTag;
      return {
        tag,
        summary: declaration.summary ?? '',
        status: declaration.status,
        docsPath: `?path=/docs/elements-${tag}--docs`,
        picture: GALLERY_PICTURES[tag],
      };
    }),
  );
}
