// The person's own account: profile, avatar, password, deletion and history.
import { validateAvatarFile, validateRequired } from '@platform/forms'
import type { FieldErrors } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { requestIp } from '../../http/client-ip'
import type { SandboxState } from '../../state'
import type { Account } from '../../state/core'
import { type AvatarFile, profileOf } from '../../state/profile'
import { directoryAccount, done, invalid, notFound, ok, page } from '../reply'
import { checkDays, dayEnd, dayStart, filterErrors } from '../setting-kit'
import { hasErrors, passwordErrors } from '../visitor/identity'
import { profileConfigure } from './configure'
import { recordProfileChange } from './history'
import { profileDetails, profileSummary } from './model'
import { updateProfile } from './update'

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  }
  return btoa(binary)
}

const extensionTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  png: 'image/png',
  webp: 'image/webp',
}

function avatarBlob(file: AvatarFile): Blob {
  if (file.svg !== undefined) return new Blob([file.svg], { type: file.type })
  const bytes = Uint8Array.from(atob(file.base64 ?? ''), (char) => char.charCodeAt(0))
  return new Blob([bytes], { type: file.type })
}

/** Removes an account and everything kept about it (the account was deleted by its owner). */
function removeAccount(state: SandboxState, account: Account): void {
  const id = account.id
  state.core.accounts = state.core.accounts.filter((candidate) => candidate.id !== id)
  state.core.sessions = state.core.sessions.filter((session) => session.accountId !== id)
  for (const link of state.core.links) {
    if (link.accountId === id && link.state === 'active') link.state = 'canceled'
  }
  const profile = state.profile
  delete profile.records[id]
  profile.avatars = profile.avatars.filter((file) => file.accountId !== id)
  profile.notifications = profile.notifications.filter((entry) => entry.accountId !== id)
  profile.subscriptions = profile.subscriptions.filter((entry) => entry.accountId !== id)
  delete state.ui.userSettings[id]
  if (state.companies) {
    state.companies.memberships = state.companies.memberships.filter(
      (entry) => entry.accountId !== id,
    )
    state.companies.contacts = state.companies.contacts.filter((entry) => entry.userId !== id)
  }
}

export const accountHandlers = {
  getProfile: ({ state, session, locale }) => ok(profileSummary(state, session.account, locale)),

  getProfileDetails: ({ state, session, locale }) =>
    ok(profileDetails(state, session.account, locale)),

  getProfileConfigure: ({ state, session }) => ok(profileConfigure(state, session.account)),

  updateProfile,

  deleteProfile: ({ state, session, request, now }) => {
    const { account } = session
    if (account.directory) return directoryAccount()
    recordProfileChange(state, {
      account,
      type: 'delete',
      changes: [],
      ip: requestIp(request),
      at: now,
    })
    removeAccount(state, account)
    return done()
  },

  updateProfilePassword: ({ state, session, body, request, now }) => {
    const { account } = session
    if (account.directory) return directoryAccount()
    const errors = passwordErrors(state, body.password, body.rePassword, {
      password: 'password',
      repeat: 'rePassword',
    })
    if (account.password) {
      const actual =
        validateRequired(body.actual) ??
        (body.actual === account.password ? undefined : 'errorPasswordActual')
      if (actual) errors.actual = [actual]
    }
    if (hasErrors(errors)) return invalid(errors)
    account.password = body.password
    recordProfileChange(state, {
      account,
      type: 'password',
      changes: [],
      ip: requestIp(request),
      at: now,
    })
    return done()
  },

  listProfileHistory: ({ state, session, query }) => {
    const errors: FieldErrors = {}
    checkDays(
      errors,
      { from: query.dateFrom, to: query.dateTo },
      { from: 'dateFrom', to: 'dateTo' },
    )
    const malformed = filterErrors(errors)
    if (malformed) return malformed
    const from = query.dateFrom ? dayStart(query.dateFrom) : Number.NEGATIVE_INFINITY
    const to = query.dateTo ? dayEnd(query.dateTo) : Number.POSITIVE_INFINITY
    const rows = state.profile.history
      .filter((row) => {
        const at = Date.parse(row.date)
        return row.accountId === session.account.id && at >= from && at <= to
      })
      .map(({ accountId: _owner, ...row }) => row)
    const { items, meta } = page(rows, query, { sortBy: 'date', sort: 'desc' })
    return ok({ history: items, meta })
  },

  getAvatar: ({ state, session }) => {
    const id = profileOf(state.profile, session.account.id).avatarId
    const file = state.profile.avatars.find((candidate) => candidate.id === id)
    if (!file) return notFound('No avatar')
    return {
      ...ok(avatarBlob(file)),
      headers: { 'Content-Disposition': `inline; filename="${file.name}"` },
    }
  },

  uploadAvatar: async ({ state, session, body, request, now }) => {
    const file: unknown = body?.file
    if (!(file instanceof Blob)) return invalid({ file: ['errorEmpty'] })
    const name = file instanceof File && file.name ? file.name : 'avatar'
    const error = validateAvatarFile({ name, type: file.type })
    if (error) return invalid({ file: [error] })
    const { account } = session
    const record = profileOf(state.profile, account.id)
    const stored: AvatarFile = {
      id: state.random.uuid(),
      accountId: account.id,
      type:
        file.type ||
        extensionTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ||
        'image/png',
      name,
      base64: toBase64(new Uint8Array(await file.arrayBuffer())),
    }
    state.profile.avatars = state.profile.avatars.filter(
      (candidate) => candidate.id !== record.avatarId,
    )
    state.profile.avatars.push(stored)
    const before = record.avatarId
    record.avatarId = stored.id
    recordProfileChange(state, {
      account,
      type: 'avatar',
      changes: [{ field: 'avatar', title: 'Аватар', before, after: stored.id }],
      ip: requestIp(request),
      at: now,
    })
    return ok({ fileId: stored.id })
  },
} satisfies Partial<Handlers>
