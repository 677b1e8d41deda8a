/**
 * Named types an event's `detailType` may use besides `SiteCode` and `Locale`, which the
 * generated typings always import: a detail type is written once, in its definition, and the
 * typings import what it names. One import statement per entry, paths from the repository root.
 */
export const DETAIL_TYPE_IMPORTS: readonly string[] = [];
