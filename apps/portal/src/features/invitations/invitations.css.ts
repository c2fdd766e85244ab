import { vars } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xs })

export { toolbar } from '../contacts/contacts.css'

export const filter = style({ minWidth: '14rem' })
