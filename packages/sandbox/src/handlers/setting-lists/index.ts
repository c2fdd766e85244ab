import type { NotifyMethodKind } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { done, forbidden, notFound, ok } from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'
import {
  createNetworkAlias,
  deleteNetworkAlias,
  listNetworkAliases,
  updateNetworkAlias,
} from './aliases'
import { createEntry, deleteEntry, listEntries, setEntryEnabled, updateEntry } from './subnets'

/** The methods' titles for English-speaking administrators; the seed holds the Russian ones. */
const englishTitles: Record<NotifyMethodKind, string> = {
  personnel_account: 'Personal account',
  email: 'Email',
  push: 'Push notifications',
  telegram: 'Telegram',
  sms: 'SMS',
}

export const settingListsHandlers = {
  listNotifyMethods: (context) => {
    if (!isAdmin(context)) return forbidden()
    const english = context.locale === 'en'
    return ok({
      subscribesChannels: context.state.lists.notifyMethods.map((method) => ({
        ...method,
        title: english ? englishTitles[method.kind] : method.title,
      })),
    })
  },
  setNotifyMethodEnabled: (context) => {
    if (!isAdmin(context)) return forbidden()
    const method = context.state.lists.notifyMethods.find(
      (candidate) => candidate.id === context.params.id,
    )
    if (!method) return notFound('No such notification method')
    const before = { ...method }
    method.enabled = context.body.enabled
    recordChange(context, {
      type: method.enabled ? 'enable' : 'disable',
      entity: 'notifyMethods',
      entityId: method.id,
      entityTitle: method.title,
      changes: changesOf(before, method, ['enabled']),
    })
    return done()
  },
  listWhitelist: (context) => listEntries(context, 'whitelist'),
  createWhitelistEntry: (context) => createEntry(context, 'whitelist'),
  updateWhitelistEntry: (context) => updateEntry(context, 'whitelist'),
  deleteWhitelistEntry: (context) => deleteEntry(context, 'whitelist'),
  setWhitelistEntryEnabled: (context) => setEntryEnabled(context, 'whitelist'),
  listBlacklist: (context) => listEntries(context, 'blacklist'),
  createBlacklistEntry: (context) => createEntry(context, 'blacklist'),
  updateBlacklistEntry: (context) => updateEntry(context, 'blacklist'),
  deleteBlacklistEntry: (context) => deleteEntry(context, 'blacklist'),
  setBlacklistEntryEnabled: (context) => setEntryEnabled(context, 'blacklist'),
  listNetworkAliases,
  createNetworkAlias,
  updateNetworkAlias,
  deleteNetworkAlias,
} satisfies Partial<Handlers>
