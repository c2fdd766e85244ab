import { useLingui } from '@lingui/react/macro'
import { getDocumentQuery, listLanguagesQuery } from '@platform/sdk/query'
import { Dialog, Skeleton } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/admin.css'
import { QueryState } from '../shared/QueryState'
import { DocumentFormDialog } from './DocumentFormDialog'
import { allLanguages, tabLanguages } from './document-form'

interface DocumentDialogProps {
  /** The document to edit (the table has no texts: they are loaded here); null creates one. */
  id: string | null
  /** Its name, for the title while it loads. */
  name: string
  onClose: () => void
}

/** The document dialog once the languages and the document's texts are there. */
export function DocumentDialog({ id, name, onClose }: DocumentDialogProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const languages = useQuery(listLanguagesQuery(client, allLanguages))
  const document = useQuery({ ...getDocumentQuery(client, { id: id ?? '' }), enabled: id !== null })
  // An edit starts from texts fetched now, never from an older copy in the cache.
  const loaded = id === null || (document.data && document.isFetchedAfterMount)
  if (languages.data && loaded) {
    const own = document.data ?? null
    return (
      <DocumentFormDialog
        document={own}
        languages={tabLanguages(languages.data.locales, own)}
        onClose={onClose}
      />
    )
  }
  return (
    <Dialog
      isOpen
      size="lg"
      title={id ? t`Документ «${name}»` : t`Новый документ`}
      onOpenChange={(open) => !open && onClose()}
    >
      {languages.isError ? (
        <QueryState query={languages}>{() => null}</QueryState>
      ) : document.isError ? (
        <QueryState query={document}>{() => null}</QueryState>
      ) : (
        <div className={styles.stack} aria-busy="true">
          <Skeleton shape="block" />
          <Skeleton lines={6} />
        </div>
      )}
    </Dialog>
  )
}
