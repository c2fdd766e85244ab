import { describe, expect, it } from 'vitest'
import { styleThemes, type ThemeColors } from './styles'
import { darkTokens, lightTokens } from './tokens'

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

type Key = keyof ThemeColors

/** Text on the backgrounds it is drawn on: 4.5:1 (AA for body text). */
const textPairs: [Key, Key][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'infoSurface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'infoSurface'],
  ['primaryHover', 'surface'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['info', 'infoSurface'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['success', 'successSurface'],
  ['warning', 'warningSurface'],
  ['disabled', 'disabledSurface'],
]

/** Borders and focus rings against what they sit on: 3:1 (AA for interface parts). */
const partPairs: [Key, Key][] = [
  ['border', 'surface'],
  ['borderStrong', 'surface'],
  ['focusRing', 'background'],
  ['focusRing', 'surface'],
]

const themes: [string, ThemeColors][] = [
  ['default light', lightTokens.color],
  ['default dark', darkTokens.color],
  ...Object.entries(styleThemes).flatMap(([code, theme]): [string, ThemeColors][] => [
    [`${code} light`, theme.light],
    [`${code} dark`, theme.dark],
  ]),
]

describe.each(themes)('the %s theme meets WCAG AA', (_name, colors) => {
  it.each(textPairs)('%s on %s: at least 4.5:1', (text, background) => {
    expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5)
  })

  it.each(partPairs)('%s on %s: at least 3:1', (part, background) => {
    expect(contrast(colors[part], colors[background])).toBeGreaterThanOrEqual(3)
  })
})

describe('project styles', () => {
  it('include the styles the sandbox serves', () => {
    expect(Object.keys(styleThemes)).toEqual(
      expect.arrayContaining(['main', 'identity', 'partners']),
    )
  })
})
