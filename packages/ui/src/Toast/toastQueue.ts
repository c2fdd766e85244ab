import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components'
import type { toastVariants } from './Toast.css'

/** Snackbar timeout of the documents. */
export const DEFAULT_TOAST_TIMEOUT = 2000

export interface ToastContent {
  variant: (typeof toastVariants)[number]
  title: string
  description?: string
}

export interface ShowToastOptions {
  description?: string
  /** Milliseconds before it closes itself; `null` keeps it until closed. @default 2000 */
  timeout?: number | null
  onClose?: () => void
}

export type ToastQueue = RACToastQueue<ToastContent>

/** A queue of its own, e.g. for an embedded widget or a test; most apps use `toast`. */
export function createToastQueue(): ToastQueue {
  return new RACToastQueue<ToastContent>({ maxVisibleToasts: 3 })
}

/** The app's toasts; `ToastRegion` shows this queue unless given another. */
export const defaultToastQueue = /* @__PURE__ */ createToastQueue()

function show(
  queue: ToastQueue,
  variant: ToastContent['variant'],
  title: string,
  { description, timeout = DEFAULT_TOAST_TIMEOUT, onClose }: ShowToastOptions = {},
) {
  return queue.add({ variant, title, description }, { timeout: timeout ?? undefined, onClose })
}

/** Shows toasts from anywhere: `toast.success(t\`Сохранено\`)`. Returns the toast's key. */
export function toastsOf(queue: ToastQueue) {
  return {
    success: (title: string, options?: ShowToastOptions) => show(queue, 'success', title, options),
    error: (title: string, options?: ShowToastOptions) => show(queue, 'error', title, options),
    info: (title: string, options?: ShowToastOptions) => show(queue, 'info', title, options),
    close: (key: string) => queue.close(key),
  }
}

export const toast = /* @__PURE__ */ toastsOf(defaultToastQueue)
