/**
 * Reads cart answers and stored carts field by field: the service, another tab and local storage
 * are all outside this library's control, and one bad entry must not take the whole cart (or the
 * mini cart) with it.
 *
 * - A cart needs its count (`numberOfArticles`, a whole number of 0 or more); without one it is
 *   no cart at all, so a stray 200 answer never empties the shopper's cart on screen.
 * - An entry that lacks what its line needs (its ids, a whole quantity, a name, a price; a
 *   partner product its partner) is left out, and the rest of the cart shows. The count stays the
 *   service's, so the badge still counts what the mini cart cannot show.
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
  /** Addresses `safeUrl` refused, e.g. `articles[1].productUrl`. */
  readonly unsafeAddresses: string[];
}

/** Defective lines show no prices, so a defective entry may come without one. */
interface EntryRules {
  readonly pricesRequired: boolean;
}

const LIVE: EntryRules = { pricesRequired: true };
const DEFECTIVE: EntryRules = { pricesRequired: false };

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

/** An address that may become a link or picture; `''` when there is none or it is unsafe. */
function readAddress(value: unknown, at: string, report: ReadReport): string {
  if (value === undefined || value === null || value === '') return '';
  const url = safeUrl(value);
  if (url === undefined) report.unsafeAddresses.push(at);
  return url ?? '';
}

type DisplayFields = Pick<ProductDisplay, 'imageUrl' | 'productUrl' | 'variant' | 'originalPrice'>;

/** The optional parts of a product's display: addresses, variant, reduced-from price. */
function readDisplayExtras(entry: JsonRecord, at: string, report: ReadReport): DisplayFields {
  const variant = readText(entry.variant);
  const originalPrice = readAmount(entry.originalPrice);
  return {
    imageUrl: readAddress(entry.imageUrl, `${at}.imageUrl`, report),
    productUrl: readAddress(entry.productUrl, `${at}.productUrl`, report),
    ...(variant !== undefined && { variant }),
    ...(originalPrice !== undefined && { originalPrice }),
  };
}

function priceOf(entry: JsonRecord, rules: EntryRules): number | undefined {
  return readAmount(entry.price) ?? (rules.pricesRequired ? undefined : 0);
}

function readArticle(entry: JsonRecord, at: string, report: ReadReport, rules: EntryRules) {
  const required = {
    productId: readText(entry.productId),
    tcm: readString(entry.tcm),
    quantity: readQuantity(entry.quantity),
    name: readText(entry.name),
    price: priceOf(entry, rules),
  };
  if (!isComplete(required, at, report)) return undefined;
  return {
    ...required,
    ...readDisplayExtras(entry, at, report),
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
    name: readText(entry.name),
    price: priceOf(entry, LIVE),
  };
  if (!isComplete(required, at, report)) return undefined;
  return { ...required, ...readDisplayExtras(entry, at, report) } satisfies CartFreeArticle;
}

function readGiftCard(entry: JsonRecord, at: string, report: ReadReport, rules: EntryRules) {
  const article = isRecord(entry.article) ? entry.article : {};
  const required = {
    productId: readText(article.productId),
    tcm: readString(article.tcm),
    quantity: readQuantity(article.quantity),
    name: readText(article.name),
    // A gift card is priced by its value; the article's own price is not shown.
    value: readAmount(entry.value) ?? (rules.pricesRequired ? undefined : 0),
  };
  if (!isComplete(required, at, report)) return undefined;
  const { value, ...articleFields } = required;
  return {
    article: {
      ...articleFields,
      price: readAmount(article.price) ?? value,
      ...readDisplayExtras(article, `${at}.article`, report),
    },
    value,
  } satisfies CartGiftCard;
}

function readPartnerProduct(entry: JsonRecord, at: string, report: ReadReport, rules: EntryRules) {
  const required = {
    partnerProductId: readText(entry.partnerProductId),
    totalQuantity: readCount(entry.totalQuantity),
    partnerName: readText(entry.partnerName),
    name: readText(entry.name),
    price: priceOf(entry, rules),
  };
  if (!isComplete(required, at, report)) return undefined;
  return { ...required, ...readDisplayExtras(entry, at, report) } satisfies CartPartnerProduct;
}

function readSubscription(entry: JsonRecord, at: string, report: ReadReport, rules: EntryRules) {
  const required = {
    subscriptionConfigurationId: readText(entry.subscriptionConfigurationId),
    name: readText(entry.name),
    price: priceOf(entry, rules),
  };
  if (!isComplete(required, at, report)) return undefined;
  return {
    ...required,
    imageUrl: readAddress(entry.imageUrl, `${at}.imageUrl`, report),
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
  const report: ReadReport = { leftOut: [], unsafeAddresses: [] };
  const list = <T>(name: string, readEntry: (entry: JsonRecord, at: string) => T | undefined) =>
    readEntries(value, name, report, readEntry);
  const cart: Cart = {
    numberOfArticles,
    articles: list('articles', (entry, at) => readArticle(entry, at, report, LIVE)),
    freeArticles: list('freeArticles', (entry, at) => readFreeArticle(entry, at, report)),
    giftCards: list('giftCards', (entry, at) => readGiftCard(entry, at, report, LIVE)),
    partnerProducts: list('partnerProducts', (entry, at) =>
      readPartnerProduct(entry, at, report, LIVE),
    ),
    subscriptions: list('subscriptions', (entry, at) => readSubscription(entry, at, report, LIVE)),
    defectiveArticles: list('defectiveArticles', (entry, at) =>
      readArticle(entry, at, report, DEFECTIVE),
    ),
    defectiveGiftCards: list('defectiveGiftCards', (entry, at) =>
      readGiftCard(entry, at, report, DEFECTIVE),
    ),
    defectivePartnerProducts: list('defectivePartnerProducts', (entry, at) =>
      readPartnerProduct(entry, at, report, DEFECTIVE),
    ),
    defectiveSubscriptions: list('defectiveSubscriptions', (entry, at) =>
      readSubscription(entry, at, report, DEFECTIVE),
    ),
    totalPrice: readNumber(value.totalPrice) ?? 0,
  };
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
