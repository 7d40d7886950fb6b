/** English text -> the page's language (build/browser-words.ts, docs/decisions/203). */
declare module 'virtual:browser-words/*' {
  const pairs: Readonly<Record<string, string>>;
  export default pairs;
}
