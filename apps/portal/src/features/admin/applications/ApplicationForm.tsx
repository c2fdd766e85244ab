import { useLingui } from '@lingui/react/macro'
import { applicationLocks, validateApplication } from '@platform/forms'
import type { Application } from '@platform/sdk'
import { createApplicationMutation, updateApplicationMutation } from '@platform/sdk/query'
import { Tab, TabList, TabPanel, Tabs } from '@platform/ui'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { ResourceDialog } from '../shared/ResourceDialog'
import { useResourceSave } from '../shared/use-resource-save'
import {
  type ApplicationValues,
  applicationField,
  applicationInput,
  applicationValues,
} from './application-form'
import { MainInfoFields } from './MainInfoFields'
import { SessionsTab } from './SessionsTab'
import type { ApplicationsSearch } from './search'

const route = getRouteApi('/platform/setting/applications')

type TabKey = 'mainInfo' | 'sessions'

interface ApplicationFormProps {
  /** The saved application; null in create mode. */
  application: Application | null
  baseDomainId: string | undefined
  search: ApplicationsSearch
  onCreated: (id: string) => void
  onClose: () => void
}

/**
 * The application dialog: tab mainInfo holds the form (every field of the application and
 * its clients), tab sessions the sessions of its users. The form follows the application's
 * locks; a read-only one only shows.
 */
export function ApplicationForm({
  application,
  baseDomainId,
  search,
  onCreated,
  onClose,
}: ApplicationFormProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const navigate = route.useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useForm<ApplicationValues>({
    defaultValues: applicationValues(application, baseDomainId),
  })
  const [type, url] = form.watch(['type', 'url'])
  const locks = applicationLocks(
    { type, url },
    application && { type: application.type, actionsAccess: application.actionsAccess },
  )
  const [tab, setTabState] = useState<TabKey>(search.tab ?? 'mainInfo')
  const setTab = (next: TabKey) => {
    setTabState(next)
    navigate({
      search: (previous) => ({ ...previous, tab: next === 'sessions' ? next : undefined }),
      replace: true,
    })
  }
  const create = useMutation(createApplicationMutation(client))
  const update = useMutation(updateApplicationMutation(client))
  const save = useResourceSave({
    form,
    formRef,
    id: application?.id,
    toInput: (values: ApplicationValues) => applicationInput(values, application?.actionsAccess),
    validate: validateApplication,
    fieldOf: applicationField,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
    keys: {
      created: 'applicationAdded',
      createError: 'applicationAddError',
      updated: 'applicationUpdated',
      updateError: 'applicationUpdateError',
    },
    onSaved: (created) => (created ? onCreated(created.id) : onClose()),
  })

  const name = application?.name ?? ''
  const fields = <MainInfoFields form={form} application={application} locks={locks} />
  return (
    <ResourceDialog
      size="lg"
      title={application ? t`Приложение «${name}»` : t`Новое приложение`}
      {...save.dialog}
      // The fields live in tab mainInfo: saving from the other tab shows them first.
      onSubmit={(event) => {
        setTab('mainInfo')
        save.dialog.onSubmit(event)
      }}
      onClose={onClose}
      isReadOnly={locks.readOnly}
      submitLabel={application ? t`Сохранить` : t`Создать`}
      searchKey="application"
    >
      {application ? (
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as TabKey)}>
          <TabList aria-label={t`Разделы приложения`}>
            <Tab id="mainInfo">{t`Основное`}</Tab>
            <Tab id="sessions">{t`Сеансы`}</Tab>
          </TabList>
          <TabPanel id="mainInfo">{fields}</TabPanel>
          <TabPanel id="sessions">
            <SessionsTab application={application} search={search} />
          </TabPanel>
        </Tabs>
      ) : (
        fields
      )}
    </ResourceDialog>
  )
}
