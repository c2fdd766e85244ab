import type {
  Messenger,
  Notification,
  NotifyMethodKind,
  ProfileContactsInfo,
  ProfileFieldValue,
  ProfileGroup,
  ProfileHistoryRow,
  SubscriptionPeriod,
} from '@platform/sdk'
import type { Localized } from './ui'

/** An agreement the person accepted (a library document of type agreement). */
export interface TermsAnswer {
  documentId: string
  agreedAt: string
}

/** What the profile keeps about an account beyond the identity of `core.accounts`. */
export interface ProfileRecord {
  accountId: string
  birthDate: string | null
  avatarId: string | null
  mobileMessengers: Messenger[]
  locale: string
  comment: string | null
  groups: ProfileGroup[]
  contacts: ProfileContactsInfo
  /** Dynamic field values by field code. */
  additional: Record<string, ProfileFieldValue>
  terms: TermsAnswer[]
  updatedAt: string | null
  updatedBy: string | null
  /** The person may edit the profile. */
  editable: boolean
}

export interface AvatarFile {
  id: string
  accountId: string
  type: string
  name: string
  /** SVG text or base64 bytes. */
  svg?: string
  base64?: string
}

export type ProfileHistoryRecord = ProfileHistoryRow & { accountId: string }

/** Something a person can subscribe to. */
export interface SubscriptionTopic {
  id: string
  title: Localized
  description: Localized | null
  availablePeriods: SubscriptionPeriod[]
  period: SubscriptionPeriod
  /** Channel kinds switched on for a new subscriber. */
  kinds: NotifyMethodKind[]
}

/**
 * A person's choice for one topic. Channels are kept by kind, so they survive the
 * administrators' notification methods being re-created with new ids.
 */
export interface SubscriptionChoice {
  accountId: string
  topicId: string
  period: SubscriptionPeriod
  kinds: NotifyMethodKind[]
}

export type NotificationRecord = Notification & { accountId: string }

/** A notification channel when the lists area offers no notification methods. */
export interface ChannelConfig {
  id: string
  kind: NotifyMethodKind
  title: Localized
  enabled: boolean
}

/** Owned by the profile area (profile, notify): everything per account beyond identity. */
export interface ProfileState {
  records: Record<string, ProfileRecord>
  avatars: AvatarFile[]
  history: ProfileHistoryRecord[]
  topics: SubscriptionTopic[]
  channels: ChannelConfig[]
  subscriptions: SubscriptionChoice[]
  notifications: NotificationRecord[]
}

export function emptyProfile(accountId: string, locale = 'ru'): ProfileRecord {
  return {
    accountId,
    birthDate: null,
    avatarId: null,
    mobileMessengers: [],
    locale,
    comment: null,
    groups: [],
    contacts: { mobiles: [], emails: [] },
    additional: {},
    terms: [],
    updatedAt: null,
    updatedBy: null,
    editable: true,
  }
}

/** The profile record of an account, created empty for accounts made after seeding. */
export function profileOf(profile: ProfileState, accountId: string): ProfileRecord {
  let record = profile.records[accountId]
  if (!record) {
    record = emptyProfile(accountId)
    profile.records[accountId] = record
  }
  return record
}
