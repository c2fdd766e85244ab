import { userSearchLimit } from '@platform/forms'
import type { Role } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import type { CompaniesState } from '../../state/companies'
import { fullName } from '../../state/core'
import type { ListsState } from '../../state/lists'
import { forbidden, lookup, ok } from '../reply'
import { isAdmin } from '../setting-kit'

/** The platform's own roles; companies bring their organizational and contractor roles. */
const platformRoles: Role[] = [
  {
    roleId: '4a97dae2-fa85-45b2-941d-154a627b55d4',
    name: 'Администратор платформы',
    comment: 'Полный доступ к администрированию',
    roleType: 'systemic',
  },
  {
    roleId: '3c878c2d-56cc-4806-8192-c475ab32716d',
    name: 'Аудитор',
    comment: 'Просмотр истории изменений и журналов',
    roleType: 'systemic',
  },
  {
    roleId: '8f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a7b',
    name: 'Администратор безопасности',
    comment: 'Списки доступа, схемы аутентификации',
    roleType: 'systemic',
  },
  {
    roleId: '9a2b3c4d-5e6f-4a7b-9c8d-0e1f2a3b4c5d',
    name: 'Оператор поддержки',
    comment: null,
    roleType: 'systemic',
  },
  {
    roleId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    name: 'Администратор контактов и компаний',
    comment: 'Восстанавливает доступ после удаления провайдера',
    roleType: 'systemic',
  },
  {
    roleId: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
    name: 'Руководитель подразделения',
    comment: null,
    roleType: 'organizational',
  },
  {
    roleId: '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
    name: 'Сотрудник',
    comment: null,
    roleType: 'organizational',
  },
]

/**
 * Every role: those of the companies area (read defensively, it is another slice) and the
 * platform's own, unless a company role of the same kind has the same name.
 */
function allRoles(state: SandboxState): Role[] {
  const companies = (state.companies as Partial<CompaniesState> | undefined)?.roles ?? []
  const key = (role: Role) => `${role.roleType}:${role.name.toLocaleLowerCase('ru')}`
  const known = new Set(companies.flatMap((role) => [role.roleId, key(role)]))
  const own = platformRoles.filter((role) => !known.has(role.roleId) && !known.has(key(role)))
  return [...companies, ...own]
}

export const settingLookupHandlers = {
  searchRoles: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const roleType = query.roleType ?? 'systemic'
    const rows = allRoles(state)
      .filter((role) => role.roleType === roleType || query.ids?.includes(role.roleId))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
      .map((role) => ({ id: role.roleId, role }))
    const found = lookup(rows, query, (row) => [row.role.name, row.role.comment])
    return ok({ roles: found.map((row) => ({ ...row.role })) })
  },

  searchUserContacts: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    // The limit is the number of ids when ids are sent, else 50, and never above 50.
    const limit = Math.min(query.limit ?? userSearchLimit(query.ids), 50)
    const users = state.core.accounts
      .map((account) => ({
        id: account.id,
        fio: fullName(account),
        email: account.email,
        login: account.login,
      }))
      .sort((a, b) => a.fio.localeCompare(b.fio, 'ru'))
    const found = lookup(users, query, (user) => [user.fio, user.email, user.login], limit)
    return ok({ users: found.slice(0, limit) })
  },

  searchNetworkAliases: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const aliases = [
      ...((state.lists as Partial<ListsState> | undefined)?.networkAliases ?? []),
    ].sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    const found = lookup(aliases, query, (alias) => [alias.name])
    return ok({ networks: found.map(({ id, name }) => ({ id, name })) })
  },
} satisfies Partial<Handlers>
