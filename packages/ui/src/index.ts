import './theme/themes.css'

export type { ButtonProps } from './Button/Button'
export { Button } from './Button/Button'
export { uiMessages } from './i18n/messages'
export type { SpinnerProps } from './Spinner/Spinner'
export { Spinner } from './Spinner/Spinner'
export type { ThemeTokens } from './theme'
export { breakpoints, darkTokens, lightTokens, media, vars } from './theme'
