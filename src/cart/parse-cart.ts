/**
 * Reads cart answers and stored carts field by field: the service, another tab and local storage
 * are all outside this library's control, and one bad entry must not take the whole cart (or the
 * mini cart) with it.
 *
 * - A cart needs its count (`numberOfArticles`, a whole number of 0 or more); without one it is
 *   no cart at all, so a stray 200 answer never empties the shopper's cart on screen.
 * - An entry needs the fields the spec shows for it (header-and-cart §3: its ids and a whole
 *   quantity); without them it is left out, and the rest of the cart shows. The count stays the
 *   service's, so the badge still counts what the mini cart cannot show.
 * - What a line shows beyond them (name, price, partner, pictures, the total) the spec never
 *   shows, so an entry without it keeps its line and shows what it has (decision 38); one given
 *   in a shape that cannot be read is named in the warning.
 * - Every address goes through `safeUrl`: a product link or picture it refuses becomes `''`, so
 *   the line shows its name as text and no picture.
 * - Each read gives at most one console warning, saying what was left out and where.
 */
import {
  isRecord,
  readList,
  readNumber,
  readOneOf,
  readString,
  readText,
  type JsonRecord,
} from '../services/decoding/json-decoding';
import { safeUrl } from '../services/safe-url';
import {
  AVAILABILITIES,
  CART_ERROR_CODES,
  type Cart,
  type CartArticle,
  type CartChangeAnswer,
  type CartError,
  type CartFreeArticle,
  type CartGiftCard,
  type CartPartnerProduct,
  type CartSubscription,
  type CartVoucher,
  type ProductDisplay,
  type Quantity,
} from '../services/wire/cart';

/** Where a cart came from, as the console warning names it. */
export type CartSource = 'the cart service' | 'local storage' | 'another tab';

/** What one read had to leave out, for its one console warning. */
interface ReadReport {
  /** Entries left out, e.g. `articles[0] (quantity)`. */
  readonly leftOut: string[];
  /** Fields given but unreadable, shown without, e.g. `articles[1].price`. */
  readonly unreadable: string[];
  /** Addresses `safeUrl` refused, e.g. `articles[1].productUrl`. */
  readonly unsafeAddresses: string[];
}

type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Whether every field was read; if not, the entry is reported with the fields that failed. */
function isComplete<T extends Record<string, unknown>>(
  fields: T,
  at: string,
  report: ReadReport,
): fields is T & Complete<T> {
  const missing = Object.keys(fields).filter((name) => fields[name] === undefined);
  if (missing.length > 0) report.leftOut.push(`${at} (${missing.join(', ')})`);
  return missing.length === 0;
}

/** A whole number of 0 or more (numeric strings count, as some services send them). */
function readCount(value: unknown): number | undefined {
  const count = readNumber(value);
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** An amount of money in major units, 0 or more. */
function readAmount(value: unknown): number | undefined {
  const amount = readNumber(value);
  return amount !== undefined && amount >= 0 ? amount : undefined;
}

/** The spec's quantity object, `{ quantity: n }`. */
function readQuantity(value: unknown): Quantity | undefined {
  const quantity = isRecord(value) ? readCount(value.quantity) : undefined;
  return quantity === undefined ? undefined : { quantity };
}

/**
 * A field the spec does not show (a name, a price): absent is no fault, but one given in a shape
 * that cannot be read is reported, and the line shows without it.
 */
function readOptional<T>(
  value: unknown,
  read: (value: unknown) => T | undefined,
  at: string,
  report: ReadReport,
): T | undefined {
  if (value === undefined || value === null) return undefined;
  const result = read(value);
  if (result === undefined) report.unreadable.push(at);
  return result;
}

/** An address that may become a link or picture; `''` when there is none or it is unsafe. */
function readAddress(value: unknown, at: string, report: ReadReport): string {
  if (value === undefined || value === null || value === '') return '';
  const url = safeUrl(value);
  if (url === undefined) report.unsafeAddresses.push(at);
  return url ?? '';
}

/**
 * What a line shows of a product beyond the spec's fields (header-and-cart §3 shows none of
 * them): each one that is there and readable, so a line keeps whatever it has (decision 38).
 */
function readDisplay(entry: JsonRecord, at: string, report: ReadReport): ProductDisplay {
  const name = readOptional(entry.name, readText, `${at}.name`, report);
  const price = readOptional(entry.price, readAmount, `${at}.price`, report);
  const variant = readText(entry.variant);
  const originalPrice = readAmount(entry.originalPrice);
  return {
    imageUrl: readAddress(entry.imageUrl, `${at}.imageUrl`, report),
    productUrl: readAddress(entry.productUrl, `${at}.productUrl`, report),
    ...(name !== undefined && { name }),
    ...(price !== undefined && { price }),
    ...(variant !== undefined && { variant }),
    ...(originalPrice !== undefined && { originalPrice }),
  };
}

function readArticle(entry: JsonRecord, at: string, report: ReadReport) {
  const required = {
    productId: readText(entry.productId),
    tcm: readString(entry.tcm),
    quantity: readQuantity(entry.quantity),
  };
  if (!isComplete(required, at, report)) return undefined;
  return {
    ...required,
    ...readDisplay(entry, at, report),
    // Spec §4 names the two unavailable states; anything else can be bought.
    availability: readOneOf(entry.availability, AVAILABILITIES) ?? 'AVAILABLE',
  } satisfies CartArticle;
}

function readFreeArticle(entry: JsonRecord, at: string, report: ReadReport) {
  const required = {
    productId: readText(entry.productId),
    tcm: readString(entry.tcm),
    campaignId: readText(entry.campaignId),
    quantity: readQuantity(entry.quantity),
  };
  if (!isComplete(required, at, report)) return undefined;
  return { ...required, ...readDisplay(entry, at, report) } satisfies CartFreeArticle;
}

function readGiftCard(entry: JsonRecord, at: string, report: ReadReport) {
  const article = isRecord(entry.article) ? entry.article : {};
  const required = {
    productId: readText(article.productId),
    tcm: readString(article.tcm),
    quantity: readQuantity(article.quantity),
  };
  if (!isComplete(required, at, report)) return undefined;
  // A gift card is priced by its value; the article's own price is not shown.
  const value = readOptional(entry.value, readAmount, `${at}.value`, report);
  const display = readDisplay(article, `${at}.article`, report);
  const price = display.price ?? value;
  return {
    article: { ...required, ...display, ...(price !== undefined && { price }) },
    ...(value !== undefined && { value }),
  } satisfies CartGiftCard;
}

function readPartnerProduct(entry: JsonRecord, at: string, report: ReadReport) {
  const required = {
    partnerProductId: readText(entry.partnerProductId),
    totalQuantity: readCount(entry.totalQuantity),
  };
  if (!isComplete(required, at, report)) return undefined;
  const partnerName = readOptional(entry.partnerName, readText, `${at}.partnerName`, report);
  return {
    ...required,
    ...readDisplay(entry, at, report),
    ...(partnerName !== undefined && { partnerName }),
  } satisfies CartPartnerProduct;
}

function readSubscription(entry: JsonRecord, at: string, report: ReadReport) {
  const required = { subscriptionConfigurationId: readText(entry.subscriptionConfigurationId) };
  if (!isComplete(required, at, report)) return undefined;
  const { name, price, imageUrl } = readDisplay(entry, at, report);
  return {
    ...required,
    imageUrl,
    ...(name !== undefined && { name }),
    ...(price !== undefined && { price }),
  } satisfies CartSubscription;
}

function readVoucher(entry: JsonRecord, at: string, report: ReadReport) {
  const required = { code: readText(entry.code), discount: readAmount(entry.discount) };
  if (!isComplete(required, at, report)) return undefined;
  return { ...required, name: readText(entry.name) ?? '' } satisfies CartVoucher;
}

/** The readable entries of one of the cart's lists; a missing list is empty. */
function readEntries<T>(
  cart: JsonRecord,
  list: string,
  report: ReadReport,
  readEntry: (entry: JsonRecord, at: string) => T | undefined,
): T[] {
  return readList(
    cart[list],
    (entry, index) => {
      const at = `${list}[${index}]`;
      if (isRecord(entry)) return readEntry(entry, at);
      report.leftOut.push(`${at} (not an object)`);
      return undefined;
    },
    ({ notAList }) => {
      if (notAList) report.leftOut.push(`${list} (not a list)`);
    },
  );
}

function warnAbout(report: ReadReport, source: CartSource): void {
  const parts = [
    report.leftOut.length > 0 && `entries left out: ${report.leftOut.join(', ')}`,
    report.unreadable.length > 0 &&
      `unreadable fields shown without: ${report.unreadable.join(', ')}`,
    report.unsafeAddresses.length > 0 &&
      `unsafe addresses shown without link or picture: ${report.unsafeAddresses.join(', ')}`,
  ].filter(Boolean);
  if (parts.length === 0) return;
  console.warn(`shop-elements: the cart from ${source} is not as expected; ${parts.join('; ')}.`);
}

/** The cart in `value`, read field by field; undefined (with a warning) when it has no count. */
export function parseCart(
  value: unknown,
  source: CartSource = 'the cart service',
): Cart | undefined {
  const numberOfArticles = isRecord(value) ? readCount(value.numberOfArticles) : undefined;
  if (!isRecord(value) || numberOfArticles === undefined) {
    console.warn(
      `shop-elements: ${source} gave no readable cart (it needs numberOfArticles, a whole number of 0 or more); it is ignored.`,
    );
    return undefined;
  }
  const report: ReadReport = { leftOut: [], unreadable: [], unsafeAddresses: [] };
  const list = <T>(name: string, readEntry: (entry: JsonRecord, at: string) => T | undefined) =>
    readEntries(value, name, report, readEntry);
  const cart: Cart = {
    numberOfArticles,
    articles: list('articles', (entry, at) => readArticle(entry, at, report)),
    freeArticles: list('freeArticles', (entry, at) => readFreeArticle(entry, at, report)),
    giftCards: list('giftCards', (entry, at) => readGiftCard(entry, at, report)),
    partnerProducts: list('partnerProducts', (entry, at) => readPartnerProduct(entry, at, report)),
    subscriptions: list('subscriptions', (entry, at) => readSubscription(entry, at, report)),
    defectiveArticles: list('defectiveArticles', (entry, at) => readArticle(entry, at, report)),
    defectiveGiftCards: list('defectiveGiftCards', (entry, at) => readGiftCard(entry, at, report)),
    defectivePartnerProducts: list('defectivePartnerProducts', (entry, at) =>
      readPartnerProduct(entry, at, report),
    ),
    defectiveSubscriptions: list('defectiveSubscriptions', (entry, at) =>
      readSubscription(entry, at, report),
    ),
  };
  const totalPrice = readOptional(value.totalPrice, readNumber, 'totalPrice', report);
  if (totalPrice !== undefined) cart.totalPrice = totalPrice;
  if (value.vouchers !== undefined && value.vouchers !== null) {
    cart.vouchers = list('vouchers', (entry, at) => readVoucher(entry, at, report));
  }
  warnAbout(report, source);
  return cart;
}

/** A change's answer: the new cart and, after an addition, what was added; else undefined. */
export function parseCartChangeAnswer(value: unknown): CartChangeAnswer | undefined {
  const answer = isRecord(value) ? value : undefined;
  const cart = parseCart(answer?.cart);
  if (!cart) return undefined;
  const added = isRecord(answer?.addedProduct) ? answer.addedProduct : undefined;
  const productId = readText(added?.productId);
  if (productId === undefined) return { cart };
  return { cart, addedProduct: { productId, quantity: readCount(added?.quantity) || 1 } };
}

/** The error of a failed cart answer; UNKNOWN when the body names none (spec §4). */
export function parseCartError(body: unknown): CartError {
  if (!isRecord(body)) return { error: 'UNKNOWN' };
  const error = readOneOf(body.error, CART_ERROR_CODES);
  if (error === undefined) return { error: 'UNKNOWN' };
  const limit = readCount(body.limit);
  return limit === undefined ? { error } : { error, limit };
}
