import { useLingui } from '@lingui/react/macro'
import { getDocumentViewQuery } from '@platform/sdk/query'
import { Skeleton, Spinner } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Navigate, useParams } from '@tanstack/react-router'
import { usePlatform } from '../../platform/hooks'
import { documentInLocale } from './document'
import * as styles from './LawPage.css'
import { LegalArticle } from './LegalArticle'

/**
 * Route LawPage (`/law/{code}`): a legal document in the interface language (or the one it
 * has), sanitised; a failed load goes to `/`.
 */
export function LawPage() {
  const { i18n, t } = useLingui()
  const { code } = useParams({ from: '/law/law/$code' })
  const { client } = usePlatform()
  const query = useQuery(getDocumentViewQuery(client, { code }))
  const entry = query.data && documentInLocale(query.data.documents, i18n.locale)

  if (query.isError || (query.isSuccess && !entry)) return <Navigate to="/" replace />
  if (!entry) {
    return (
      <div className={styles.page} aria-busy="true">
        <Spinner label={t`Загрузка документа`} />
        <Skeleton shape="text" lines={6} />
      </div>
    )
  }
  return <LegalArticle entry={entry} locale={i18n.locale} />
}
