import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const calendarFactory =
  /[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/
const gregorianOnly = '\0gregorian-calendar'

/**
 * react-aria's date fields build their calendar with `createCalendar` of
 * `@internationalized/date`, which brings all thirteen calendar systems (Hebrew, Islamic,
 * Japanese eras…) into every page with a date. The portal formats dates only in ru-RU and
 * en-CH (decision 0007), both Gregorian: this `createCalendar` always makes a Gregorian one.
 */
export function gregorianCalendar(): Plugin {
  let gregorianModule = ''
  return {
    name: 'gregorian-calendar',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options.ssr || !source.endsWith('createCalendar.mjs')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !calendarFactory.test(resolved.id)) return null
      gregorianModule = join(dirname(resolved.id), 'calendars/GregorianCalendar.mjs')
      return gregorianOnly
    },
    load(id) {
      if (id !== gregorianOnly) return null
      return [
        `import { GregorianCalendar } from ${JSON.stringify(gregorianModule)}`,
        'export function createCalendar() { return new GregorianCalendar() }',
      ].join('\n')
    },
  }
}
