import { createGlobalThemeContract } from '@vanilla-extract/css'
import { tokenShape } from './tokens'

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * CSS variables every `.css.ts` file reads; themes assign them. Their names are stable and
 * public (`--platform-color-primary`, `--platform-space-4`), so a product that embeds the
 * widgets can restyle them from its own CSS, and two builds of the kit on one page agree.
 */
export const vars = createGlobalThemeContract(
  tokenShape,
  (_value, path) => `platform-${path.map(kebab).join('-')}`,
)
