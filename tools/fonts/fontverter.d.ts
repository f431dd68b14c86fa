// fontverter ships no types; this declares the one function the font tests use (its README).
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, to: 'truetype' | 'woff' | 'woff2' | 'sfnt'): Promise<Buffer> };
  export default fontverter;
}
