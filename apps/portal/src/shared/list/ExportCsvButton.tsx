import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, ProgressBar, toast } from '@platform/ui'
import { useEffect, useRef, useState } from 'react'
import { errorMessage } from '../../i18n/errors'
import { type CsvColumn, type CsvPage, downloadText, fetchAllPages, toCsv } from './csv'
import * as styles from './list.css'

export interface ExportCsvButtonProps<Row> {
  /** The file's name without the extension; the date of the export is added. */
  fileName: string
  columns: readonly CsvColumn<Row>[]
  /** One page of the list with the filters the person sees. */
  fetchPage: (page: number, limit: number) => Promise<CsvPage<Row>>
  isDisabled?: boolean
}

interface Progress {
  loaded: number
  total: number
}

function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Exports the whole filtered list, across every page, as a CSV file with the headers people
 * read. Long exports show their progress and can be cancelled; a second press while one runs
 * does nothing.
 */
export function ExportCsvButton<Row>({
  fileName,
  columns,
  fetchPage,
  isDisabled = false,
}: ExportCsvButtonProps<Row>) {
  const { t, i18n } = useLingui()
  const [progress, setProgress] = useState<Progress | null>(null)
  const running = useRef<AbortController | null>(null)

  useEffect(() => () => running.current?.abort(), [])

  const start = async () => {
    if (running.current) return
    const controller = new AbortController()
    running.current = controller
    setProgress({ loaded: 0, total: 0 })
    try {
      const rows = await fetchAllPages(
        fetchPage,
        (loaded, total) => setProgress({ loaded, total }),
        controller.signal,
      )
      controller.signal.throwIfAborted()
      downloadText(
        toCsv(columns, rows, i18n.locale === 'en' ? ',' : ';'),
        `${fileName}-${today()}.csv`,
        'text/csv;charset=utf-8',
      )
      const count = rows.length
      toast.success(
        t({
          message: plural(count, {
            one: 'Файл выгружен: # строка',
            few: 'Файл выгружен: # строки',
            many: 'Файл выгружен: # строк',
            other: 'Файл выгружен: # строки',
          }),
        }),
      )
    } catch (error) {
      if (!controller.signal.aborted) {
        console.error('The CSV export failed.', error)
        toast.error(t`Не удалось выгрузить файл`, { description: i18n._(errorMessage(error)) })
      }
    } finally {
      running.current = null
      setProgress(null)
    }
  }

  return (
    <div className={styles.exportArea}>
      <Button
        variant="secondary"
        onPress={start}
        isPending={progress !== null}
        isDisabled={isDisabled}
      >
        {t`Экспорт в CSV`}
      </Button>
      {progress !== null && progress.total > 0 && (
        <>
          <ProgressBar
            className={styles.exportProgress}
            label={t`Выгрузка`}
            value={progress.loaded}
            maxValue={progress.total}
            valueLabel={t`${progress.loaded} из ${progress.total}`}
          />
          <Button variant="quiet" onPress={() => running.current?.abort()}>
            {t`Отменить выгрузку`}
          </Button>
        </>
      )}
    </div>
  )
}
