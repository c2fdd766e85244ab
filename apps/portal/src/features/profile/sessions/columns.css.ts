import { sprinkles } from '@platform/ui/theme'

/** Whether the session is this one, and the button that ends it, on one line. */
export const session = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
  minWidth: '0',
})
