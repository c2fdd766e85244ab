import { createThemeContract } from '@vanilla-extract/css'
import { tokenShape } from './tokens'

/** CSS variables every `.css.ts` file reads; themes assign them. */
export const vars = createThemeContract(tokenShape)
