import { globalStyle } from '@vanilla-extract/css'
import { vars } from './contract.css'

// The page-level base the kit's components are drawn for: `@platform/ui/reset.css`, imported by
// a host that wants its whole page to follow the theme (the portal does). Without it the kit
// touches nothing outside its own components.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle(':root', {
  colorScheme: 'light dark',
  fontFamily: vars.font.body,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
})
globalStyle('[data-theme="light"]', { colorScheme: 'light' })
globalStyle('[data-theme="dark"]', { colorScheme: 'dark' })
globalStyle('body', { margin: 0 })
