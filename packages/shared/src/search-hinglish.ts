/**
 * The same word in Devanagari, in English and in the common Hinglish spellings (docs/decisions/259-search-in-
 * both-scripts.md): "कुर्ता" finds a kurta named only in English, "kurta" one named only in Hindi, and "joote"
 * finds shoes. One group of interchangeable words per entry, all lower case, written as searchWords() splits a
 * query (no spaces or hyphens). Unlike the shop's synonyms (search.ts, a setting the merchant may replace), this
 * table is always applied: it is about scripts and spellings, not about the shop's choice of words. Words that
 * mean something else in English are left out ("jute" is a fabric, "copy" a verb). Kept short on purpose: each
 * word adds one alternative to the full-text query of a search word, which the GIN index answers at no extra
 * scan; it is not a dictionary.
 */
export const SCRIPT_VARIANTS: readonly (readonly string[])[] = [
  // Clothing
  ['kurta', 'kurti', 'kurtha', 'kurtas', 'kurtis', 'कुर्ता', 'कुरता', 'कुर्ती', 'कुर्ते'],
  ['saree', 'sari', 'sarees', 'saris', 'साड़ी', 'साडी', 'साड़ियाँ'],
  ['dupatta', 'दुपट्टा'],
  ['lehenga', 'लहंगा', 'लहँगा'],
  ['shoes', 'shoe', 'juta', 'joota', 'joote', 'जूता', 'जूते'],
  ['tshirt', 'tshirts', 'टीशर्ट'],
  ['bedsheet', 'bedsheets', 'chadar', 'chaddar', 'चादर'],
  // Electronics
  ['phone', 'mobile', 'फोन', 'फ़ोन', 'मोबाइल'],
  ['headphones', 'headphone', 'हेडफोन', 'हेडफ़ोन'],
  ['speaker', 'स्पीकर'],
  // Kitchen, food
  ['kadai', 'kadhai', 'karahi', 'कढ़ाई', 'कड़ाही'],
  ['tawa', 'तवा'],
  ['tea', 'chai', 'चाय'],
  ['coffee', 'कॉफी', 'कॉफ़ी'],
  ['ghee', 'घी'],
  // Beauty, health
  ['kajal', 'kajol', 'काजल'],
  ['oil', 'tel', 'तेल'],
  ['yoga', 'योग'],
  // Books, toys, office, sports
  ['book', 'books', 'kitab', 'kitaab', 'किताब', 'किताबें', 'पुस्तक'],
  ['toy', 'toys', 'khilona', 'khilone', 'खिलौना', 'खिलौने'],
  ['pen', 'pens', 'kalam', 'पेन', 'कलम'],
  ['chair', 'kursi', 'कुर्सी'],
  ['bat', 'balla', 'बल्ला'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SCRIPT_VARIANTS) for (const word of group) GROUP_OF.set(word.normalize('NFC'), group);

/**
 * A search word's variants (the word first, then its synonyms and correction) with every spelling of each in the
 * other script and in Hinglish added after them, once each.
 */
export function withScriptVariants(variants: readonly string[]): string[] {
  const out = [...variants];
  for (const word of variants) {
    for (const other of GROUP_OF.get(word.normalize('NFC')) ?? []) if (!out.includes(other)) out.push(other);
  }
  return out;
}
