import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StatusBadge } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import * as styles from './providers.css'
import type { NextRun, SyncStatusView, WorkTime } from './sync-status'
import { syncStatusTitles } from './texts'

/** The state of a synchronisation and its last run, as a list of terms. */
export function SyncStatusDetails({ view }: { view: SyncStatusView }) {
  const { t, i18n } = useLingui()
  const when = (iso: string) => formatDateTime(iso, i18n.locale)

  const duration = ({ days, hours, minutes }: WorkTime) => {
    const parts = [
      days > 0 &&
        t({
          message: plural(days, { one: '# день', few: '# дня', many: '# дней', other: '# дня' }),
        }),
      hours > 0 &&
        t({
          message: plural(hours, { one: '# час', few: '# часа', many: '# часов', other: '# часа' }),
        }),
      minutes > 0 &&
        t({
          message: plural(minutes, {
            one: '# минута',
            few: '# минуты',
            many: '# минут',
            other: '# минуты',
          }),
        }),
    ].filter(Boolean)
    return parts.length > 0 ? parts.join(' ') : t`меньше минуты`
  }

  const nextRun = (next: NextRun) => {
    switch (next.kind) {
      case 'prevented':
        return t`Предотвращён: последний запуск завершился ошибкой`
      case 'off':
        return t`Не запланирован: синхронизация отключена`
      case 'afterRun':
        return t`Будет назначен после текущего запуска`
      case 'unplanned':
        return t`Не запланирован: период не задан`
      case 'at':
        return when(next.at)
    }
  }

  return (
    <dl className={styles.terms}>
      <dt>{t`Статус`}</dt>
      <dd>
        <StatusBadge variant={view.tone}>{i18n._(syncStatusTitles[view.status])}</StatusBadge>
      </dd>
      <dt>{t`Последний запуск`}</dt>
      <dd>{view.startedAt ? when(view.startedAt) : t`Ещё не запускалась`}</dd>
      {view.completedAt && (
        <>
          <dt>{t`Завершён`}</dt>
          <dd>{when(view.completedAt)}</dd>
        </>
      )}
      {view.workTime && (
        <>
          <dt>{t`Время работы`}</dt>
          <dd>{duration(view.workTime)}</dd>
        </>
      )}
      {view.counts && (
        <>
          <dt>{t`Синхронизировано`}</dt>
          <dd>{view.counts.success}</dd>
          <dt>{t`С ошибками`}</dt>
          <dd>{view.counts.error}</dd>
        </>
      )}
      <dt>{t`Следующий запуск`}</dt>
      <dd>{nextRun(view.next)}</dd>
    </dl>
  )
}
