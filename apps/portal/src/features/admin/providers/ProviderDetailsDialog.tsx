import { useLingui } from '@lingui/react/macro'
import type { Provider } from '@platform/sdk'
import { Tab, TabList, TabPanel, Tabs } from '@platform/ui'
import { useRef, useState } from 'react'
import * as admin from '../shared/admin.css'
import { ResourceDialog } from '../shared/ResourceDialog'
import { ProviderMainTab } from './ProviderMainTab'
import { SyncTab } from './SyncTab'
import { syncTypeTitles } from './texts'
import { useProviderMain } from './use-provider-main'
import { useSyncSettings } from './use-sync-settings'

interface ProviderDetailsDialogProps {
  provider: Provider
  onRefresh: () => Promise<unknown>
  isRefreshing: boolean
  onClose: () => void
}

const main = 'main'

/**
 * A provider's details: the Main tab saves the provider, each Synchronization tab saves its
 * sync settings. The dialog stays open after a save, so both tabs can be set in one visit;
 * closing asks while either tab holds changes.
 */
export function ProviderDetailsDialog({
  provider,
  onRefresh,
  isRefreshing,
  onClose,
}: ProviderDetailsDialogProps) {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [tab, setTab] = useState<string>(main)
  const shownSync = provider.sync.find((sync) => sync.id === tab)
  const mainForm = useProviderMain({ provider, formRef, onSaved: () => undefined })
  const syncForm = useSyncSettings(provider, shownSync ?? provider.sync[0], formRef)
  const active = shownSync ? syncForm.save : mainForm.save
  const name = provider.name

  return (
    <ResourceDialog
      size="lg"
      title={t`Провайдер «${name}»`}
      isDirty={mainForm.save.dialog.isDirty || syncForm.save.dialog.isDirty}
      isPending={mainForm.save.isPending || syncForm.save.isPending}
      onSubmit={active.submit}
      formRef={formRef}
      onClose={onClose}
    >
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label={t`Разделы провайдера`}>
          <Tab id={main}>{t`Основное`}</Tab>
          {provider.sync.map((sync) => {
            const title = syncTypeTitles[sync.type]
            return (
              <Tab key={sync.id} id={sync.id}>
                {title ? i18n._(title) : sync.type}
              </Tab>
            )
          })}
        </TabList>
        <TabPanel id={main} className={admin.stack}>
          <ProviderMainTab form={mainForm.form} id={provider.id} formRef={formRef} />
        </TabPanel>
        {provider.sync.map((sync) => (
          <TabPanel key={sync.id} id={sync.id} className={admin.stack}>
            <SyncTab
              provider={provider}
              sync={sync}
              form={syncForm.form}
              onRefresh={onRefresh}
              isRefreshing={isRefreshing}
            />
          </TabPanel>
        ))}
      </Tabs>
    </ResourceDialog>
  )
}
