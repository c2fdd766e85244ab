import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'
import { styleThemes } from './styles'
import { darkTokens, lightTokens } from './tokens'

// Only the theme's variables: page-level styles (font, colours, colour scheme, box model) are the
// host's choice, in the opt-in reset (`@platform/ui/reset.css`).
// Light by default, dark when the system asks for it, and either one when the host sets
// `data-theme` on an ancestor (usually <html>): an explicit choice beats the system.
createGlobalTheme(':root, [data-theme="light"]', vars, lightTokens)
createGlobalTheme('[data-theme="dark"]', vars, darkTokens)
globalStyle(':root:not([data-theme="light"])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, darkTokens) } },
})

// A project style (`data-style` on <html>) recolours both schemes the same way; an unknown
// style matches nothing and the default theme stays.
for (const [code, theme] of Object.entries(styleThemes)) {
  const root = `:root[data-style="${code}"]`
  const light = { vars: assignVars(vars.color, theme.light) }
  const dark = { vars: assignVars(vars.color, theme.dark) }
  globalStyle(root, light)
  globalStyle(`${root}:not([data-theme="light"])`, {
    '@media': { '(prefers-color-scheme: dark)': dark },
  })
  globalStyle(`${root}[data-theme="dark"]`, dark)
  globalStyle(`${root} [data-theme="light"]`, light)
  globalStyle(`${root} [data-theme="dark"]`, dark)
}
