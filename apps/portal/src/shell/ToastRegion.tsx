import { ToastRegion } from '@platform/ui'

/** The kit's region as a chunk of its own (see `Toasts`). */
export default ToastRegion
