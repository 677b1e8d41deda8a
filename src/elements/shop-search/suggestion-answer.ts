/**
 * Reads a suggestion answer (header-and-cart §3) from the search service: untrusted JSON that
 * becomes what the list shows. Titles stay text (React escapes them); a product whose address is
 * not http(s) or a path is left out, a picture with such an address is not shown; at most
 * MAX_SEARCH_TERMS terms and MAX_PRODUCTS products. Whatever does not fit is dropped with one
 * console warning per answer, never an exception.
 */
import { isRecord, readList, readText } from '../../services/decoding/json-decoding';
import { safePageUrl, safePictureUrl } from '../../services/safe-url';

/** Spec §9: 10 search terms and 5 products per answer; also what the request asks for. */
export const MAX_SEARCH_TERMS = 10;
export const MAX_PRODUCTS = 5;

export interface SuggestedProductView {
  id: string;
  title: string;
  /** `productViewUrl` as the service gave it: a path or an http(s) address. */
  productViewUrl: string;
  webshopProductDimensionKey?: string;
  thumbnail?: { src: string; alt: string };
}

export interface SuggestionList {
  searchTerms: readonly string[];
  products: readonly SuggestedProductView[];
}

export const NO_SUGGESTIONS: SuggestionList = Object.freeze({
  searchTerms: Object.freeze([]),
  products: Object.freeze([]),
});

function readId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return readText(value)?.trim();
}

/** `onUnsafePicture` hears of a product whose picture is left out for its address. */
function readProduct(
  entry: unknown,
  onUnsafePicture: () => void,
): SuggestedProductView | undefined {
  if (!isRecord(entry)) return undefined;
  const id = readId(entry.id);
  const title = readText(entry.title)?.trim();
  const productViewUrl = safePageUrl(entry.productViewUrl);
  if (!id || !title || !productViewUrl) return undefined;
  const thumbnail = safePictureUrl(entry.imageProductThumb, onUnsafePicture);
  const dimension = readId(entry.webshopProductDimensionKey);
  return {
    id,
    title,
    productViewUrl,
    ...(dimension ? { webshopProductDimensionKey: dimension } : {}),
    ...(thumbnail
      ? { thumbnail: { src: thumbnail, alt: readText(entry.imageAltText) ?? '' } }
      : {}),
  };
}

function readSearchTerm(entry: unknown): string | undefined {
  return isRecord(entry) ? readText(entry.searchterm)?.trim() : undefined;
}

/** The list an answer gives for `term`; `warn` hears once what was left out and why. */
export function readSuggestionAnswer(
  term: string,
  body: unknown,
  warn: (message: string) => void = (message) => console.warn(`shop-search: ${message}`),
): SuggestionList {
  const problems: string[] = [];
  if (!isRecord(body)) {
    warn(`the suggestions for ${JSON.stringify(term)} are not an object; none are shown.`);
    return NO_SUGGESTIONS;
  }
  // `{}` is the service's "nothing": quiet. Other fields alone are an answer of another shape.
  if (Object.keys(body).length > 0 && !('searchTerms' in body) && !('products' in body)) {
    warn(
      `the suggestions for ${JSON.stringify(term)} have neither searchTerms nor products; none are shown.`,
    );
    return NO_SUGGESTIONS;
  }
  const note = (what: string) => (report: { dropped: number; notAList: boolean }) =>
    problems.push(
      report.notAList ? `${what} is not a list` : `${report.dropped} ${what} unreadable`,
    );
  const searchTerms = [...new Set(readList(body.searchTerms, readSearchTerm, note('searchTerms')))];
  // A product whose id repeats is shown once, as a repeated term is: each option needs its key.
  const seenIds = new Set<string>();
  let unsafePictures = 0;
  const products = readList(
    body.products,
    (entry) => readProduct(entry, () => (unsafePictures += 1)),
    note('products (no id, title or safe address)'),
  ).filter(({ id }) => {
    if (seenIds.has(id)) return false;
    seenIds.add(id);
    return true;
  });
  if (unsafePictures > 0) {
    problems.push(`${unsafePictures} product pictures without a safe address not shown`);
  }
  if (searchTerms.length > MAX_SEARCH_TERMS) {
    problems.push(`${searchTerms.length} searchTerms, the first ${MAX_SEARCH_TERMS} shown`);
  }
  if (products.length > MAX_PRODUCTS) {
    problems.push(`${products.length} products, the first ${MAX_PRODUCTS} shown`);
  }
  if (problems.length > 0) {
    warn(`the suggestions for ${JSON.stringify(term)} were cut: ${problems.join('; ')}.`);
  }
  return {
    searchTerms: searchTerms.slice(0, MAX_SEARCH_TERMS),
    products: products.slice(0, MAX_PRODUCTS),
  };
}

/**
 * A product tile's address (header-and-cart §2): the product view with `query={term}` and, when
 * the product names one, `dim1={webshopProductDimensionKey}`. A path stays a path.
 */
export function productTileHref(product: SuggestedProductView, term: string): string {
  const base = 'https://relative.invalid';
  const url = new URL(product.productViewUrl, `${base}/`);
  url.searchParams.set('query', term);
  if (product.webshopProductDimensionKey) {
    url.searchParams.set('dim1', product.webshopProductDimensionKey);
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
