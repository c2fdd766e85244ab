/** Breakpoints of the documents: mobile is below `sm`. */
export const breakpoints = { xs: 480, sm: 768, md: 1296, lg: 1936 } as const

/** Media queries built from the breakpoints, for `@media` blocks in `.css.ts` files. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const

/** The shape every theme fills in; `createThemeContract` is derived from it. */
export const tokenShape = {
  color: {
    background: '',
    surface: '',
    surfaceRaised: '',
    text: '',
    textMuted: '',
    border: '',
    borderStrong: '',
    primary: '',
    primaryHover: '',
    primaryText: '',
    focusRing: '',
    danger: '',
    dangerSurface: '',
    success: '',
    successSurface: '',
    warning: '',
    warningSurface: '',
    info: '',
    infoSurface: '',
    disabled: '',
    disabledSurface: '',
    overlay: '',
  },
  font: {
    body: '',
    mono: '',
  },
  fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  fontWeight: { regular: '', medium: '', bold: '' },
  lineHeight: { tight: '', normal: '' },
  space: { none: '', xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
  radius: { sm: '', md: '', lg: '', full: '' },
  shadow: { raised: '', overlay: '' },
  duration: { fast: '', normal: '' },
} as const

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }

/** Values of one theme. */
export type ThemeTokens = Shape<typeof tokenShape>

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  duration: { fast: '120ms', normal: '200ms' },
} as const

/** Light palette: every text/background pair meets WCAG AA (4.5:1). */
export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1a1d23',
    textMuted: '#545b66',
    border: '#8a919c',
    borderStrong: '#545b66',
    primary: '#1f57c3',
    primaryHover: '#17449c',
    primaryText: '#ffffff',
    focusRing: '#1f57c3',
    danger: '#b3261e',
    dangerSurface: '#fdecea',
    success: '#1b6e34',
    successSurface: '#e6f4ea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    info: '#1f57c3',
    infoSurface: '#e8effc',
    disabled: '#5f6670',
    disabledSurface: '#eceef1',
    overlay: 'rgba(16, 18, 22, 0.48)',
  },
  shadow: {
    raised: '0 1px 3px rgba(16, 18, 22, 0.12)',
    overlay: '0 8px 28px rgba(16, 18, 22, 0.24)',
  },
}

/** Dark palette: every text/background pair meets WCAG AA (4.5:1). */
export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#111318',
    surface: '#1b1e25',
    surfaceRaised: '#242832',
    text: '#eef0f4',
    textMuted: '#b4bac5',
    border: '#7d8593',
    borderStrong: '#b4bac5',
    primary: '#8cb4ff',
    primaryHover: '#b3ceff',
    primaryText: '#0b1a33',
    focusRing: '#8cb4ff',
    danger: '#ffb4ab',
    dangerSurface: '#3b1512',
    success: '#8fd6a1',
    successSurface: '#11301b',
    warning: '#ffcf85',
    warningSurface: '#362508',
    info: '#8cb4ff',
    infoSurface: '#152544',
    disabled: '#9aa1ac',
    disabledSurface: '#2a2e37',
    overlay: 'rgba(0, 0, 0, 0.64)',
  },
  shadow: {
    raised: '0 1px 3px rgba(0, 0, 0, 0.5)',
    overlay: '0 8px 28px rgba(0, 0, 0, 0.6)',
  },
}
