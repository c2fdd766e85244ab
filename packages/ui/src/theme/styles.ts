import { darkTokens, lightTokens, type ThemeTokens } from './tokens'

/** The colours of one theme; a project style changes only these. */
export type ThemeColors = ThemeTokens['color']

/** A project style's palette in both schemes. */
export interface StyleTheme {
  light: ThemeColors
  dark: ThemeColors
}

/** The accent of a style: what a brand changes, every other colour stays the kit's own. */
type Accent = Pick<
  ThemeColors,
  'primary' | 'primaryHover' | 'primaryText' | 'focusRing' | 'info' | 'infoSurface'
>

const styled = (light: Accent, dark: Accent): StyleTheme => ({
  light: { ...lightTokens.color, ...light },
  dark: { ...darkTokens.color, ...dark },
})

/**
 * Themes of the known project styles (`ProjectInfo.styleCode`), selected by
 * `[data-style="<code>"]` on `<html>`; an unknown code keeps the default theme. Every
 * text/background pair meets WCAG AA (contrast.node.test.ts checks it).
 */
export const styleThemes: Record<string, StyleTheme> = {
  // The base domain's style: the kit's own blue.
  main: { light: lightTokens.color, dark: darkTokens.color },
  // The platform's own style: indigo.
  identity: styled(
    {
      primary: '#4338ca',
      primaryHover: '#3730a3',
      primaryText: '#ffffff',
      focusRing: '#4338ca',
      info: '#4338ca',
      infoSurface: '#ecebfc',
    },
    {
      primary: '#a9b5fc',
      primaryHover: '#c9d1fe',
      primaryText: '#1e1b4b',
      focusRing: '#a9b5fc',
      info: '#a9b5fc',
      infoSurface: '#232150',
    },
  ),
  // The partners' domain: green.
  partners: styled(
    {
      primary: '#0b6b4a',
      primaryHover: '#08533a',
      primaryText: '#ffffff',
      focusRing: '#0b6b4a',
      info: '#0b6b4a',
      infoSurface: '#e3f3ec',
    },
    {
      primary: '#7fd8b4',
      primaryHover: '#a8e8cd',
      primaryText: '#05291c',
      focusRing: '#7fd8b4',
      info: '#7fd8b4',
      infoSurface: '#10332a',
    },
  ),
}
