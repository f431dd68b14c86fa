/**
 * The text a book is indexed by, folded the same way queries are, so that the
 * index and the query always agree. The transliteration issue extends this
 * (romanised forms, phonetic keys); the indexer and the browser both call it.
 */
export function searchableText(text: string): string {
  return text.normalize('NFC');
}
