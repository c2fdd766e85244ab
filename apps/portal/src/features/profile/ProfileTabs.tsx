import { useLingui } from '@lingui/react/macro'
import type { ProfileConfigure, ProfileDetails } from '@platform/sdk'
import { Tab, TabList, TabPanel, Tabs } from '@platform/ui'
import { useState } from 'react'
import { personalTab } from './model/fields'
import { ProfileForm } from './ProfileForm'

/**
 * Every tab of the profile configuration, each with its own blocks and its own Edit and Save.
 * While one tab is being edited the others wait, so no edit is lost by switching away; with a
 * single tab there is no tab list at all.
 */
export function ProfileTabs({
  details,
  configure,
}: {
  details: ProfileDetails
  configure: ProfileConfigure
}) {
  const { t } = useLingui()
  const tabs = configure.tabs.filter((tab) => (configure.blocks[tab.code] ?? []).length > 0)
  const [selected, setSelected] = useState(
    tabs.some((tab) => tab.code === personalTab) ? personalTab : (tabs[0]?.code ?? personalTab),
  )
  const [editing, setEditing] = useState(false)
  if (tabs.length <= 1) {
    return <ProfileForm details={details} configure={configure} tab={tabs[0]?.code} />
  }
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => setSelected(String(key))}
      disabledKeys={editing ? tabs.map((tab) => tab.code).filter((code) => code !== selected) : []}
    >
      <TabList aria-label={t`Разделы личных данных`} items={tabs}>
        {(tab) => <Tab id={tab.code}>{tab.title}</Tab>}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.code} id={tab.code}>
          <ProfileForm
            details={details}
            configure={configure}
            tab={tab.code}
            label={tab.title}
            onEditingChange={setEditing}
          />
        </TabPanel>
      ))}
    </Tabs>
  )
}
