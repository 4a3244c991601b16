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
 * Counts the words (runs of non-whitespace) that start in `text`. `inWord` says whether
 * the text before it in the same text node (split at an entity, say) ended inside a word,
 * so a word split across chunks counts once.
 * @example countWords('café au lait', false) // 3
 */
export function countWords(text: string, inWord: boolean): number {
  let count = 0;
  let prevSpace = inWord ? 0 : 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Fast path: ASCII letters and punctuation; the rare wide spaces go through isSpace.
    const space = code <= 32 ? 1 : code < 0xa0 ? 0 : isSpace(code) ? 1 : 0;
    count += prevSpace & (space ^ 1);
    prevSpace = space;
  }
  return count;
}

/** Whether a text chunk ends inside a word (an empty chunk changes nothing). */
export function endsInWord(text: string, inWord: boolean): boolean {
  if (text.length === 0) return inWord;
  return !isSpace(text.charCodeAt(text.length - 1));
}
