import type { DownloadedFile, PlatformError } from '@platform/sdk'
import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { saveFile } from '../../../shared/save-file'
import { useNotify } from './notify'

/**
 * Fetches a file through one of the SDK's download queries and saves it under the name
 * `nameOf` gives for the platform's one. A failure shows the `downloadError` snackbar.
 * `pending` names the download under way, so its button shows it and a second press waits.
 */
export function useFileDownload() {
  const queryClient = useQueryClient()
  const notify = useNotify()
  const [pending, setPending] = useState<string | null>(null)
  const running = useRef(false)
  const download = useCallback(
    async <Key extends QueryKey>(
      id: string,
      options: FetchQueryOptions<DownloadedFile, PlatformError, DownloadedFile, Key>,
      nameOf: (given: string | undefined) => string,
    ) => {
      if (running.current) return
      running.current = true
      setPending(id)
      try {
        const file = await queryClient.fetchQuery(options)
        saveFile(file.blob, nameOf(file.filename))
      } catch (error) {
        notify.failure('downloadError', error)
      } finally {
        running.current = false
        setPending(null)
      }
    },
    [queryClient, notify],
  )
  return useMemo(() => ({ download, pending }), [download, pending])
}
