// subset-font ships no types; this declares the part of its API tools/fonts uses (its README).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    keepAllGlyphs?: boolean;
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Uint8Array, text: string | undefined, options?: SubsetFontOptions): Promise<Buffer>;
}
