import type { Locale } from '../../../sites/sites';
import { matchedParts } from '../state/search-options';

/** `text` with the letters that match the typed `query` emphasised. */
export function MatchedText({
  text,
  query,
  locale,
}: {
  text: string;
  query: string;
  locale: Locale;
}) {
  return (
    <>
      {matchedParts(text, query, locale).map((part, index) =>
        part.matched ? (
          <mark key={index} className="shop-search__match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
