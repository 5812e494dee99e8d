/**
 * The Hungarian definite article before a name: "az" before a vowel sound, else "a" (so
 * "a Kert utca csoportból", "az Almás köz csoportból"). Numbers count by how they are read:
 * 1 (egy), 5 (öt) and 1000s (ezer) start with a vowel; 10 (tíz) and 100 (száz) do not.
 */
export function huArticle(name: string): 'a' | 'az' {
  const text = name.trim().replace(/^[„"'“(]+/, '');
  const digits = /^\d+/.exec(text)?.[0];
  if (digits) {
    const vowelNumber =
      digits.startsWith('5') ||
      (digits.startsWith('1') && (digits.length === 1 || digits.length % 3 === 1));
    return vowelNumber ? 'az' : 'a';
  }
  return /^[aáeéiíoóöőuúüű]/i.test(text) ? 'az' : 'a';
}
