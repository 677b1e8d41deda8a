import {
  isSiteDependent,
  siteEntries,
  widthSteps,
  type AttributeConditionalHeight,
  type ReservedHeight,
  type StateConditionalHeight,
  type UnconditionalHeight,
} from './reserved-room';

function heightText(reserved: UnconditionalHeight): string {
  if (typeof reserved === 'string') return reserved === '0' ? 'none' : reserved;
  return widthSteps(reserved)
    .map(({ from, height }, index) =>
      from === 0 ? height : `from ${from} px${index === 1 ? ' wide' : ''} ${height}`,
    )
    .join(', ');
}

function attributeText({ whenAttribute: { names, values } }: AttributeConditionalHeight): string {
  const attributes = names.map((name) => `\`${name}\``).join(' or ');
  return values
    ? `with ${attributes} ${values.map((value) => `"${value}"`).join(' or ')}`
    : `with ${attributes}`;
}

function stateText({ whenState, likelyWhere }: StateConditionalHeight): string {
  const likely = likelyWhere
    ? `, and before its code has loaded on devices matching \`${likelyWhere.media}\`${
        likelyWhere.supports ? ` with \`@supports ${likelyWhere.supports}\`` : ''
      }`
    : '';
  return `with the custom state \`${whenState}\` (set as it connects)${likely}`;
}

/**
 * How the reservation reads in the manifest and the docs: `--shop-reserved-height` is listed
 * with the CSS custom properties of every element that keeps room.
 */
export function reservedHeightText(reserved: ReservedHeight): string {
  if (isSiteDependent(reserved)) {
    if (reserved.description) return reserved.description;
    const sites = siteEntries(reserved)
      .map(([site, height]) => `on ${site}: ${reservedHeightText(height)}`)
      .join('; ');
    return `${reservedHeightText(reserved.otherwise)}; ${sites}`;
  }
  if (typeof reserved === 'string' || 'heights' in reserved) return heightText(reserved);
  const condition = 'whenState' in reserved ? stateText(reserved) : attributeText(reserved);
  return `${condition}: ${heightText(reserved.height)}; otherwise ${
    reserved.otherwise ? heightText(reserved.otherwise) : 'none'
  }`;
}
