// subset-font ships no types: the one call the contract PDF makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; preserveNameIds?: number[]; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
}
