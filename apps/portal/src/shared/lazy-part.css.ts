import { style } from '@vanilla-extract/css'

/** Room for a panel whose code is loading: about a list's toolbar and first rows. */
export const pending = style({ minHeight: '20rem' })
