/** A country of the phone picker: the API's country codes answer (`/platform/country/codes`). */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2 code, e.g. `RU`. */
  code: string
  /** International dialling prefix, e.g. `+7`. */
  dialCode: string
  /** Country name in the interface language. */
  name: string
  /** National number mask, `#` for a digit, e.g. `(###) ###-##-##`; none: up to 15 digits. */
  mask?: string | null
}

/** E.164 allows 15 digits in all, dialling prefix included. */
const E164_DIGITS = 15

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '')
}

/** How many digits the national number of a country may have. */
export function nationalLength(country: PhoneCountry | undefined): number {
  const mask = country?.mask
  if (mask) return mask.split('#').length - 1
  return E164_DIGITS - digitsOf(country?.dialCode ?? '').length
}

/** Lays digits into the country's mask, dropping the literals after the last digit. */
export function formatNational(digits: string, mask: string | null | undefined): string {
  if (!mask || !digits) return digits
  let result = ''
  let next = 0
  for (const char of mask) {
    if (next >= digits.length) break
    if (char === '#') result += digits[next++]
    else result += char
  }
  return result + digits.slice(next)
}

/** The position in `formatted` just after its `count`-th digit. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return formatted.search(/\d/) === -1 ? formatted.length : formatted.search(/\d/)
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted.charAt(index)) && ++seen === count) return index + 1
  }
  return formatted.length
}

/**
 * Splits an E.164 number into its country and national digits. Several countries may share a
 * prefix (+7, +1): the preferred one wins when it fits, then the longest prefix, then list order.
 */
export function splitPhone(
  phone: string,
  countries: readonly PhoneCountry[],
  preferredCode?: string,
): { country: PhoneCountry | undefined; national: string } {
  const digits = digitsOf(phone)
  const fitting = countries.filter((country) => {
    const prefix = digitsOf(country.dialCode)
    return prefix !== '' && digits.startsWith(prefix)
  })
  const longest = Math.max(0, ...fitting.map((country) => digitsOf(country.dialCode).length))
  const best = fitting.filter((country) => digitsOf(country.dialCode).length === longest)
  const country = best.find((candidate) => candidate.code === preferredCode) ?? best[0]
  if (!country) return { country: undefined, national: digits }
  return { country, national: digits.slice(digitsOf(country.dialCode).length) }
}

/** The E.164 form of a national number: empty while no digit is typed. */
export function toE164(country: PhoneCountry | undefined, national: string): string {
  if (!country || national === '') return ''
  return `+${digitsOf(country.dialCode)}${national}`
}
