import { useLingui } from '@lingui/react/macro'
import type { IntegrationRecord } from '@platform/sdk'
import {
  downloadIntegrationRequestQuery,
  downloadIntegrationResponseQuery,
} from '@platform/sdk/query'
import { Button } from '@platform/ui'
import { usePlatform } from '../../../platform/hooks'
import { useFileDownload } from '../shared/useFileDownload'
import * as styles from './integration.css'

interface PayloadButtonsProps {
  record: IntegrationRecord
  /** Names the exchange in the buttons' names, e.g. «Компании, 21.11.2026 09:28». */
  name: string
}

/**
 * Downloads of an exchange's whole request and response; none for a payload not recorded.
 * Each row keeps its own download state, so a download renders its row only.
 */
export function PayloadButtons({ record, name }: PayloadButtonsProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const files = useFileDownload()
  const requestId = `request-${record.id}`
  const responseId = `response-${record.id}`
  return (
    <span className={styles.files}>
      {record.request !== null && (
        <Button
          variant="quiet"
          aria-label={t`Скачать запрос: ${name}`}
          isPending={files.pending === requestId}
          onPress={() =>
            files.download(
              requestId,
              downloadIntegrationRequestQuery(client, { id: record.id }),
              (given) => given ?? `${requestId}.txt`,
            )
          }
        >
          {t`Запрос`}
        </Button>
      )}
      {record.response !== null && (
        <Button
          variant="quiet"
          aria-label={t`Скачать ответ: ${name}`}
          isPending={files.pending === responseId}
          onPress={() =>
            files.download(
              responseId,
              downloadIntegrationResponseQuery(client, { id: record.id }),
              (given) => given ?? `${responseId}.txt`,
            )
          }
        >
          {t`Ответ`}
        </Button>
      )}
    </span>
  )
}
