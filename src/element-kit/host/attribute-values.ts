import type { RuntimeAttribute } from '../definition/runtime-definition';
import { pageDefaultSite } from '../../sites/page-default-site';
import { DEFAULT_SITE } from '../../sites/sites';

/** The value an attribute takes when it is absent or removed. */
export function defaultValue(attribute: RuntimeAttribute): unknown {
  if (attribute.type === 'boolean') return false;
  // The site default is the page's, read when the attribute is missing, not at build time.
  if (attribute.name === 'site') return pageDefaultSite();
  return attribute.default;
}

function reportInvalid(tag: string, attribute: RuntimeAttribute, problem: string): unknown {
  // An unknown site renders as DE (CONTRACT.md), not as the page's site: the page default is for
  // elements that name no site at all.
  const fallback = attribute.name === 'site' ? DEFAULT_SITE : defaultValue(attribute);
  const using = fallback === undefined ? 'Ignoring it' : `Using ${JSON.stringify(fallback)}`;
  console.error(`<${tag}>: ${attribute.name} ${problem}. ${using}.`);
  return fallback;
}

/**
 * An attribute's string value as the typed property value. Invalid values never throw: they log
 * a console error naming the element, the attribute, the value and what is valid, and fall back
 * to the default.
 */
export function parseAttribute(
  tag: string,
  attribute: RuntimeAttribute,
  value: string | null,
): unknown {
  if (attribute.type === 'boolean') return value !== null;
  if (value === null) return defaultValue(attribute);
  switch (attribute.type) {
    case 'string':
      return value;
    case 'number': {
      const parsed = Number(value.trim());
      return value.trim() !== '' && Number.isFinite(parsed)
        ? parsed
        : reportInvalid(tag, attribute, `="${value}" is not a number`);
    }
    case 'enum': {
      // Codes match whatever their case: site="pl" is PL, locale="pl-pl" is pl-PL.
      const canonical = attribute.values?.find(
        (allowed) => allowed.toLowerCase() === value.trim().toLowerCase(),
      );
      return canonical !== undefined
        ? canonical
        : reportInvalid(
            tag,
            attribute,
            `="${value}" is not valid. Valid values: ${attribute.values?.join(', ')}`,
          );
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch (error) {
        return reportInvalid(tag, attribute, `is not valid JSON (${String(error)})`);
      }
  }
}

/** What a property assignment writes back to the attribute, HTML reflection style. */
export function attributeText(attribute: RuntimeAttribute, value: unknown): string | null {
  if (attribute.type === 'boolean') return value ? '' : null;
  if (value === null || value === undefined) return null;
  if (attribute.type === 'json') return JSON.stringify(value);
  return String(value);
}
