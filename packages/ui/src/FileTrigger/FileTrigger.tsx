import {
  FileTrigger as RACFileTrigger,
  type FileTriggerProps as RACFileTriggerProps,
} from 'react-aria-components'
import { isAcceptedFile } from './acceptedFileTypes'

export interface FileTriggerProps extends Omit<RACFileTriggerProps, 'onSelect'> {
  /** MIME types (`image/png`, `image/*`) or extensions (`.png`) the host accepts. */
  acceptedFileTypes?: readonly string[]
  /** The chosen files that match `acceptedFileTypes`; not called when none do. */
  onSelect?: (files: File[]) => void
  /** The chosen files that do not match (the system dialog can be told to show all files). */
  onReject?: (files: File[]) => void
}

/**
 * Opens the system file dialog from its child, a `Button`. It only offers the accepted types,
 * and still checks each chosen file, because the dialog lets people pick any file.
 */
export function FileTrigger({ acceptedFileTypes, onSelect, onReject, ...props }: FileTriggerProps) {
  return (
    <RACFileTrigger
      {...props}
      acceptedFileTypes={acceptedFileTypes}
      onSelect={(list) => {
        const files = Array.from(list ?? [])
        const accepted = files.filter((file) => isAcceptedFile(file, acceptedFileTypes))
        const rejected = files.filter((file) => !accepted.includes(file))
        if (rejected.length > 0) onReject?.(rejected)
        if (accepted.length > 0) onSelect?.(accepted)
      }}
    />
  )
}
