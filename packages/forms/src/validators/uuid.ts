const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id of the platform: a UUID in its usual 8-4-4-4-12 hexadecimal form. */
export function isUuid(value: string): boolean {
  return UUID.test(value)
}
