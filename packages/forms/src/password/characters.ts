/**
 * Characters a generated password never contains because people confuse them when they read
 * or retype a password: zero and the letter O, one and the letters l and I, and the
 * vertical bar, exclamation mark and quotes that look like them in many fonts.
 */
export const lookAlikeCharacters = '0Oo1lIi|!\'"`'

/** Latin letters and digits, as the password rules count them. */
export const passwordClasses = {
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  numbers: '0123456789',
} as const

/** Whether a character is one of {@link lookAlikeCharacters}. */
export function isLookAlike(character: string): boolean {
  return lookAlikeCharacters.includes(character)
}

/** The characters of `set` a generator may use: unique, no look-alikes, no spaces. */
export function usableCharacters(set: string): string[] {
  return [...new Set(set)].filter((character) => !isLookAlike(character) && character.trim())
}
