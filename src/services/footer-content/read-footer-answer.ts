/**
 * Reading and sanitising the footer's content (newsletter-footer §3.2, §7): the `contentJSON` of the promotion
 * SHOP_FOOTER, read defensively. A body that is not a promotion with a JSON object in
 * `contentJSON` is no content (console error); inside it, a part or entry of the wrong shape is
 * left out (console warning) and the rest shows.
 */
import { isRecord, readList, readText } from '../decoding/json-decoding';
import { safeUrl } from '../safe-url';
import type { FooterContent, FooterIcon, FooterLink, FooterTeaserGroup } from '../wire/footer';

const isObject = isRecord;
const text = readText;

const warn = (what: string) =>
  console.warn(`shop-footer: ${what} in the SHOP_FOOTER content is malformed and left out.`);

function link(value: unknown): FooterLink | undefined {
  if (!isObject(value)) return undefined;
  const linkText = text(value.text);
  const url = safeUrl(value.url);
  if (!linkText || !url) return undefined;
  return { text: linkText, url };
}

/** Keeps the entries `read` accepts, warning once per list about the ones it does not. */
function list<T>(value: unknown, what: string, read: (entry: unknown) => T | undefined): T[] {
  if (value === undefined) return [];
  return readList(value, read, ({ dropped, notAList }) =>
    warn(notAList ? what : `${dropped} of the ${what}`),
  );
}

function teaserGroup(value: unknown): FooterTeaserGroup | undefined {
  if (!isObject(value) || !isObject(value.heading)) return undefined;
  const headingLink = link(value.heading.link);
  if (!headingLink) return undefined;
  const group: FooterTeaserGroup = {
    heading: { iconName: text(value.heading.iconName) ?? '', link: headingLink },
    links: list(value.links, 'teaser links', (entry) => {
      if (!isObject(entry)) return undefined;
      const teaserLink = link(entry.link);
      return teaserLink && { link: teaserLink, hideInClassic: entry.hideInClassic === true };
    }),
  };
  if (value.hideGroupInCheckout === true) group.hideGroupInCheckout = true;
  const intro = text(value.introductoryText);
  if (intro) group.introductoryText = intro;
  const images = list(value.images, 'teaser images', (entry) => {
    if (!isObject(entry) || typeof entry.source !== 'string') return undefined;
    return { label: typeof entry.label === 'string' ? entry.label : '', source: entry.source };
  });
  if (images.length > 0) group.images = images;
  return group;
}

function icon(value: unknown): FooterIcon | undefined {
  if (!isObject(value)) return undefined;
  const iconLink = link(value.link);
  return iconLink && { iconName: text(value.iconName) ?? '', link: iconLink };
}

function iconGroup(
  value: unknown,
  what: string,
): { heading: string; icons: FooterIcon[] } | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    warn(what);
    return undefined;
  }
  const icons = list(value.icons, `${what} icons`, icon);
  return icons.length > 0 ? { heading: text(value.heading) ?? '', icons } : undefined;
}

const dimension = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** Reads parsed `contentJSON`; `undefined` when it is not an object. */
export function readFooterContent(value: unknown): FooterContent | undefined {
  if (!isObject(value)) return undefined;
  if (value.teaser !== undefined && !isObject(value.teaser)) warn('the teaser');
  const content: FooterContent = {
    teaser: {
      groups: isObject(value.teaser) ? list(value.teaser.groups, 'teaser groups', teaserGroup) : [],
    },
    legalLinks: list(value.legalLinks, 'legal links', (entry) => {
      const legal = isObject(entry) ? link(entry.link) : undefined;
      return legal && { link: legal };
    }),
  };
  const headline = text(value.headline);
  if (headline) content.headline = headline;

  if (isObject(value.seo)) {
    const columns = list(value.seo.columns, 'SEO columns', (column) =>
      isObject(column) ? { links: list(column.links, 'SEO links', link) } : undefined,
    ).filter((column) => column.links.length > 0);
    if (columns.length > 0) content.seo = { heading: text(value.seo.heading) ?? '', columns };
  } else if (value.seo !== undefined) warn('the SEO group');

  const socialMedia = iconGroup(value.socialMedia, 'social media');
  if (socialMedia) content.socialMedia = socialMedia;
  const appReferences = iconGroup(value.appReferences, 'app');
  if (appReferences) content.appReferences = appReferences;

  if (isObject(value.viewChanger)) {
    const toMobile = text(value.viewChanger.toMobile);
    const toDesktop = text(value.viewChanger.toDesktop);
    if (toMobile && toDesktop) content.viewChanger = { toMobile, toDesktop };
  }

  if (isObject(value.qualityLogos)) {
    const logos = list(value.qualityLogos.logos, 'quality logos', (entry) => {
      if (!isObject(entry) || !isObject(entry.image) || typeof entry.image.source !== 'string')
        return undefined;
      const logoLink = entry.link === undefined ? undefined : link(entry.link);
      if (entry.link !== undefined && !logoLink) return undefined;
      return {
        ...(logoLink ? { link: logoLink } : {}),
        image: {
          label: typeof entry.image.label === 'string' ? entry.image.label : '',
          source: entry.image.source,
          width: dimension(entry.image.width),
          height: dimension(entry.image.height),
        },
      };
    });
    if (logos.length > 0)
      content.qualityLogos = { heading: text(value.qualityLogos.heading) ?? '', logos };
  }

  if (isObject(value.salesTax)) {
    const taxLink = link(value.salesTax.link);
    if (taxLink) {
      content.salesTax = {
        textBeforeLink:
          typeof value.salesTax.textBeforeLink === 'string' ? value.salesTax.textBeforeLink : '',
        link: taxLink,
        textAfterLink:
          typeof value.salesTax.textAfterLink === 'string' ? value.salesTax.textAfterLink : '',
      };
    } else warn('the sales-tax note');
  }
  return content;
}

/** Reads a SHOP_FOOTER answer; a malformed one is no content, with a console error. */
export function readFooterAnswer(body: unknown): FooterContent | undefined {
  try {
    if (!isObject(body) || typeof body.contentJSON !== 'string')
      throw new Error('the answer has no contentJSON string');
    const content = readFooterContent(JSON.parse(body.contentJSON));
    if (!content) throw new Error('contentJSON is not a JSON object');
    return content;
  } catch (error) {
    console.error(
      `shop-footer: the SHOP_FOOTER answer is malformed (${error instanceof Error ? error.message : String(error)}); the footer shows without its content.`,
    );
    return undefined;
  }
}
