// The profile page layout and the visitor forms' field rules, both from the profile fields.
import type { ProfileConfigure, ProfileFieldConfig, PublicFieldRule } from '@platform/sdk'
import type { SandboxState } from '../../state'
import type { Account } from '../../state/core'
import { allFields, type FieldDef, profileTabs } from './fields'
import { isDisabled } from './model'

function fieldConfig(field: FieldDef, account: Account | undefined): ProfileFieldConfig {
  const config: ProfileFieldConfig = {
    code: field.code,
    title: field.title,
    systemic: field.kind !== 'additional',
    disabled: account ? isDisabled(field, account) : false,
    profileRequired: field.profileRequired,
    adminRequired: field.adminRequired,
    profileEdit: field.profileEdit,
    multiple: field.multiple,
    comment: field.comment,
  }
  if (field.kind !== 'additional' || !field.fieldType) return config
  config.placeholder = field.placeholder
  config.fieldType = field.fieldType
  if (field.fieldType === 'dropbox' || field.fieldType === 'combobox') {
    config.items = field.items.map((item) => ({ ...item }))
  }
  return config
}

export function profileConfigure(state: SandboxState, account?: Account): ProfileConfigure {
  const tabs = profileTabs(state)
  const configure: ProfileConfigure = { tabs: [], blocks: {}, fields: {} }
  for (const tab of tabs) {
    configure.tabs.push({ id: tab.id, code: tab.code, title: tab.title })
    configure.blocks[tab.code] = tab.blocks.map(({ id, code, title, systemic }) => ({
      id,
      code,
      title,
      systemic,
    }))
    for (const block of tab.blocks) {
      configure.fields[block.code] = block.fields.map((field) => fieldConfig(field, account))
    }
  }
  return configure
}

/** Name and mobile fields of the visitor forms: shown when configured, required when profileRequired. */
export function publicFields(state: SandboxState): Record<string, PublicFieldRule> {
  const fields = allFields(profileTabs(state))
  const rules: Record<string, PublicFieldRule> = {}
  for (const code of ['lastName', 'firstName', 'middleName', 'mobile']) {
    const field = fields.find((candidate) => candidate.kind === 'main' && candidate.code === code)
    if (field) rules[code] = { visible: true, required: field.profileRequired }
  }
  // The verified mobile is part of every sign-up: the second step sends it a code.
  rules.mobile = { visible: true, required: true }
  return rules
}
