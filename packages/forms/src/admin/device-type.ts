import type { DeviceTypeInput, FieldErrors } from '@platform/sdk'
import { collectErrors } from '../collect'
import { validateLatinCode } from '../validators/latin'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'

/** Longest name of a device type, as of every name column of the platform. */
const nameMaxLength = 255

/**
 * The device type form: a name, and a code of Latin letters only. Whether the code is unique
 * is the platform's check (`errorUnique` on `code`).
 */
export function validateDeviceType(input: Pick<DeviceTypeInput, 'name' | 'code'>): FieldErrors {
  return collectErrors({
    name: [validateRequired(input.name) ?? validateMaxLength(input.name, nameMaxLength)],
    code: [validateRequired(input.code) ?? validateLatinCode(input.code)],
  })
}
