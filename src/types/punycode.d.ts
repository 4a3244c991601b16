/** Types for the parts of punycode.js (Mathias Bynens) that Sitelens uses. */
declare module 'punycode.js' {
  interface Punycode {
    toUnicode(domain: string): string;
    toASCII(domain: string): string;
  }
  const punycode: Punycode;
  export default punycode;
}
