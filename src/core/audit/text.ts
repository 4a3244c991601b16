/** Collapses runs of HTML whitespace to one space and trims, as rendered text reads. */
export function collapseWhitespace(text: string): string {
  return text.replace(/[ \t\n\r\f]+/g, ' ').trim();
}

/** Length in Unicode code points (what a person counts as characters), not UTF-16 units. */
export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** True for the code points `\s` matches (HTML, Unicode and no-break spaces). */
function isSpace(code: number): boolean {
  if (code <= 32) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Counts whitespace-separated words in `text`. `inWord` says whether the text before it
 * (same text node, e.g. split at an entity) ended inside a word, so a word split across
 * chunks counts once. Returns the count and whether this chunk ends inside a word.
 */
export function countWords(text: string, inWord: boolean): { count: number; inWord: boolean } {
  let count = 0;
  let within = inWord;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (!space && !within) count++;
    within = !space;
  }
  return { count, inWord: within };
}
