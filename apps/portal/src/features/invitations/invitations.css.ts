import { sprinkles } from '@platform/ui/theme'
import { style } from '@vanilla-extract/css'

export const rowActions = sprinkles({ display: 'inline-flex', gap: 'xs' })

export { toolbar } from '../contacts/contacts.css'

export const filter = style({ minWidth: '14rem' })
