import './theme/themes.css'

export type { ButtonProps } from './Button/Button'
export { Button } from './Button/Button'
export type { ThemeTokens } from './theme'
export { breakpoints, darkTokens, lightTokens, media, vars } from './theme'
