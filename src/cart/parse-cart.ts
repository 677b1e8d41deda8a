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
 *
 * This file reads the entries and the cart; an entry's fields are read in `read-cart-fields.ts`.
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
} from '../services/wire/cart';
import {
  isComplete,
  readAmount,
  readCount,
  readDisplay,
  readOptional,
  readQuantity,
  type ReadReport,
} from './read-cart-fields';

/** Where a cart came from, as the console warning names it. */
export type CartSource = 'the cart service' | 'local storage' | 'another tab';

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
