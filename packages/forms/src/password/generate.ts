import type { PasswordPolicy } from '../contract'
import { passwordClasses, usableCharacters } from './characters'
import { checkPassword, defaultPasswordPolicy } from './policy'
import { type RandomSource, randomIndex, shuffle } from './random'

// A custom pattern may reject what the classes produce; past this many tries it cannot be met.
const ATTEMPTS = 100

function pick(pool: readonly string[], source: RandomSource | undefined): string {
  return pool[randomIndex(pool.length, source)] as string
}

function candidate(policy: PasswordPolicy, source: RandomSource | undefined): string {
  const letters = usableCharacters(passwordClasses.lowercase + passwordClasses.uppercase)
  const digits = usableCharacters(passwordClasses.numbers)
  const symbols = usableCharacters(policy.allowedSymbols).filter((c) => !/[A-Za-z0-9]/.test(c))
  const required = [
    policy.lowercase && usableCharacters(passwordClasses.lowercase),
    policy.uppercase && usableCharacters(passwordClasses.uppercase),
    policy.numbers && digits,
    policy.symbols && symbols,
  ].filter((pool) => pool !== false)
  if (required.some((pool) => pool.length === 0)) {
    throw new RangeError('password policy: no usable symbol in allowedSymbols')
  }
  const all = [...letters, ...digits, ...(policy.symbols ? symbols : [])]
  const length = Math.min(Math.max(policy.generateLength, policy.minLength), policy.maxLength)
  if (length < required.length || policy.minLength > policy.maxLength) {
    throw new RangeError('password policy: the lengths leave no room for the required classes')
  }
  const characters = required.map((pool) => pick(pool, source))
  while (characters.length < length) characters.push(pick(all, source))
  return shuffle(characters, source).join('')
}

/**
 * Generates a password with `crypto.getRandomValues` that passes `policy`: `generateLength`
 * characters (8 by default, kept within the minimum and maximum lengths), at least one of
 * each required class, and none of the `lookAlikeCharacters`. Letters of both cases and
 * digits are always in the mix; symbols only when the policy asks for them.
 *
 * @throws RangeError when the policy cannot be met (no usable symbol, lengths too short,
 * or a custom pattern that generated passwords never match).
 */
export function generatePassword(
  policy: PasswordPolicy = defaultPasswordPolicy,
  source?: RandomSource,
): string {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const password = candidate(policy, source)
    if (checkPassword(password, policy).valid) return password
  }
  throw new RangeError('password policy: generated passwords never match its pattern')
}
