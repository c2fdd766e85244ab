import { Trans, useLingui } from '@lingui/react/macro'
import type { DynamicFieldEntityType } from '@platform/sdk'
import { listDynamicFieldTabsQuery } from '@platform/sdk/query'
import { EmptyState, Link } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { usePlatform } from '../../../platform/hooks'
import { routePaths } from '../../../routes/paths'
import * as admin from '../shared/admin.css'
import { PageHeader } from '../shared/PageHeader'
import { QueryState } from '../shared/QueryState'
import { TabsList } from './TabsList'
import { TypeSwitcher } from './TypeSwitcher'
import { entityTypeTitles, isEntityType } from './texts'

/** /setting/options/users/dynamic-fields/$type: the tabs of an entity type. */
export function DynamicFieldsPage() {
  const { t } = useLingui()
  const { type } = useParams({ from: '/platform/setting/options/users/dynamic-fields/$type' })
  return (
    <div className={admin.page}>
      <PageHeader
        title={<Trans>Дополнительные поля</Trans>}
        lead={
          <Trans>
            Вкладки карточек, их порядок и активность. Откройте вкладку, чтобы настроить её блоки и
            поля.
          </Trans>
        }
      >
        <Link href={routePaths.SettingUsers} variant="standalone">
          <Trans>Настройки пользователей</Trans>
        </Link>
      </PageHeader>
      <TypeSwitcher current={type} />
      {isEntityType(type) ? (
        <TypeTabs type={type} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={t`Такого типа нет`}
          description={t`Выберите тип сущности выше.`}
        />
      )}
    </div>
  )
}

function TypeTabs({ type }: { type: DynamicFieldEntityType }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const tabs = useQuery(listDynamicFieldTabsQuery(client, { type }))
  const typeTitle = i18n._(entityTypeTitles[type])
  return (
    <section className={admin.stack} aria-labelledby="dynamic-fields-tabs">
      <h2 id="dynamic-fields-tabs" className={admin.sectionTitle}>
        {t`Вкладки: ${typeTitle}`}
      </h2>
      <QueryState query={tabs}>
        {(data) =>
          data.tabs.length === 0 ? (
            <EmptyState headingLevel={3} title={t`Вкладок пока нет`} />
          ) : (
            <>
              <p className={admin.muted}>
                <Trans>
                  Чтобы переставить вкладку с клавиатуры, выберите её, нажмите стрелку вправо, затем
                  Enter, выберите место стрелками и снова нажмите Enter.
                </Trans>
              </p>
              <TabsList type={type} tabs={data.tabs} />
            </>
          )
        }
      </QueryState>
    </section>
  )
}
