export { vars } from './contract.css'
export type { ThemeTokens } from './tokens'
export { breakpoints, darkTokens, lightTokens, media } from './tokens'
