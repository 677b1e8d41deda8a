/**
 * The elements the header holds by tag, in the order it renders them: its definition's
 * `dependencies` (their code loads with the header's), and what it waits for before it shows
 * them all in one frame.
 */
export const HEADER_INNER_ELEMENTS = [
  'shop-promotion',
  'shop-app-banner',
  'shop-main-nav',
  'shop-search',
  'shop-benefits-strip',
] as const;
