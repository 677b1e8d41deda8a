import nestedTokensCss from '../../tokens/nested-tokens.css?inline';

/**
 * The sheets of an element that renders other elements of the library (`dependencies`): the rule
 * that hands its tokens on to them, so a page's token on `<shop-header>` reaches its search.
 */
export function nestingSheets(definition: { readonly dependencies?: readonly string[] }): string[] {
  return (definition.dependencies?.length ?? 0) > 0 ? [nestedTokensCss] : [];
}
