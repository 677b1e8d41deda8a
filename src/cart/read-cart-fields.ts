/**
 * The fields of a cart's entries (`parse-cart.ts` reads the entries and the cart): the spec's
 * counts, amounts and quantities, the fields it does not show (read when they are there), the
 * addresses (through `safeUrl`), and the report of what one read left out.
 */
import {
  isRecord,
  readNumber,
  readText,
  type JsonRecord,
} from '../services/decoding/json-decoding';
import { safeUrl } from '../services/safe-url';
import type { ProductDisplay, Quantity } from '../services/wire/cart';

/** What one read had to leave out, for its one console warning. */
export interface ReadReport {
  /** Entries left out, e.g. `articles[0] (quantity)`. */
  readonly leftOut: string[];
  /** Fields given but unreadable, shown without, e.g. `articles[1].price`. */
  readonly unreadable: string[];
  /** Addresses `safeUrl` refused, e.g. `articles[1].productUrl`. */
  readonly unsafeAddresses: string[];
}

type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Whether every field was read; if not, the entry is reported with the fields that failed. */
export function isComplete<T extends Record<string, unknown>>(
  fields: T,
  at: string,
  report: ReadReport,
): fields is T & Complete<T> {
  const missing = Object.keys(fields).filter((name) => fields[name] === undefined);
  if (missing.length > 0) report.leftOut.push(`${at} (${missing.join(', ')})`);
  return missing.length === 0;
}

/** A whole number of 0 or more (numeric strings count, as some services send them). */
export function readCount(value: unknown): number | undefined {
  const count = readNumber(value);
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/** An amount of money in major units, 0 or more. */
export function readAmount(value: unknown): number | undefined {
  const amount = readNumber(value);
  return amount !== undefined && amount >= 0 ? amount : undefined;
}

/** The spec's quantity object, `{ quantity: n }`. */
export function readQuantity(value: unknown): Quantity | undefined {
  const quantity = isRecord(value) ? readCount(value.quantity) : undefined;
  return quantity === undefined ? undefined : { quantity };
}

/**
 * A field the spec does not show (a name, a price): absent is no fault, but one given in a shape
 * that cannot be read is reported, and the line shows without it.
 */
export function readOptional<T>(
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
export function readAddress(value: unknown, at: string, report: ReadReport): string {
  if (value === undefined || value === null || value === '') return '';
  const url = safeUrl(value);
  if (url === undefined) report.unsafeAddresses.push(at);
  return url ?? '';
}

/**
 * What a line shows of a product beyond the spec's fields (header-and-cart §3 shows none of
 * them): each one that is there and readable, so a line keeps whatever it has (decision 38).
 */
export function readDisplay(entry: JsonRecord, at: string, report: ReadReport): ProductDisplay {
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
