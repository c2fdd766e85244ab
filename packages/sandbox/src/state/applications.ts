import type { Application, RoleMethodAccessType, Session } from '@platform/sdk'

/** A method (right) the method pickers offer: systemic for applications, client for clients. */
export interface RoleMethod {
  id: string
  code: string
  title: string
  titleEn: string
  accessType: RoleMethodAccessType
}

/** Owned by the applications area. Other areas read `items` (menus, services). */
export interface ApplicationsState {
  items: Application[]
  /** Sessions of the applications' users, as the administration's sessions table lists them. */
  sessions: Session[]
  /** Secrets by client id; the details answer leaves them out, `getClientSecret` reads them. */
  secrets: Record<string, string>
  /** The methods (rights) applications and their clients can hold. */
  methods: RoleMethod[]
}
