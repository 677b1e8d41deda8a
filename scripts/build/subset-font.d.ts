// subset-font ships no types; this declares the part the page sheet uses (its README's options).
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** A number pins an axis; a range keeps it variable within the range. */
    variationAxes?: Record<string, number | AxisRange>;
    keepFeatures?: string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
