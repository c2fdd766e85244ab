import type { Application, ApplicationClient, Session, SessionDevice } from '@platform/sdk'
import type { SandboxState } from '../state'
import type { ApplicationsState, RoleMethod } from '../state/applications'
import { fullName } from '../state/core'
import { blueprints, methodCatalogue } from './applications-data'
import type { SeedContext } from './context'
import type { Random } from './random'

const secretAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789_-'

/** A client secret of the 64-character mask. */
export function clientSecret(random: Pick<Random, 'int'>, length = 40): string {
  return Array.from(
    { length },
    () => secretAlphabet[random.int(0, secretAlphabet.length - 1)],
  ).join('')
}

const browsers = ['Chrome 131', 'Firefox 133', 'Safari 18', 'Яндекс Браузер 24', 'Edge 131']
const systems: Record<string, string[]> = {
  desktop: ['Windows 11', 'Windows 10', 'macOS 15', 'Ubuntu 24.04'],
  mobile: ['iOS 18', 'Android 15', 'Android 14'],
  tablet: ['iPadOS 18', 'Android 14'],
}

function device(random: Random): SessionDevice {
  const type = random.pick(['desktop', 'desktop', 'mobile', 'tablet'])
  const ip = random.chance(0.85)
    ? `${random.pick(['195.19', '91.203', '185.71', '10.20'])}.${random.int(0, 255)}.${random.int(1, 254)}`
    : null
  return { name: `${random.pick(browsers)}, ${random.pick(systems[type] ?? [])}`, type, ip }
}

/** Applications of every type with clients and methods, and the sessions of their users. */
export function seedApplications(
  { random, now }: SeedContext,
  state: SandboxState,
): ApplicationsState {
  const methods: RoleMethod[] = methodCatalogue.map((method) => ({ id: random.uuid(), ...method }))
  const methodId = (code: string) => methods.find((method) => method.code === code)?.id ?? ''
  const base = state.domains.items.find((domain) => domain.base)
  const partners = state.domains.items.find((domain) =>
    domain.aliases.includes('partners.example.ru'),
  )
  const ids = new Map(blueprints.map((blueprint) => [blueprint.name, random.uuid()]))
  const secrets: Record<string, string> = {}

  const items: Application[] = blueprints.map((blueprint, order) => {
    const { parent, declares = [], clients = [], ...fields } = blueprint
    const parentApp = blueprints.find((candidate) => candidate.code === parent)
    const domains = [base?.id, order % 3 === 0 ? partners?.id : undefined].filter(
      (id): id is string => Boolean(id),
    )
    const appClients: ApplicationClient[] = clients.map((client) => {
      secrets[client.clientId] = clientSecret(random)
      return { ...client, methods: client.methods.map(methodId) }
    })
    return {
      id: ids.get(blueprint.name) ?? random.uuid(),
      enabled: true,
      publicSwaggerUrl: null,
      privateSwaggerUrl: null,
      helpUrl: null,
      compodocUrl: null,
      techUrl: null,
      version: null,
      ip: null,
      serviceAccount: false,
      virtualSupport: false,
      actionsAccess: 0,
      profileVisible: false,
      ...fields,
      domains: blueprint.type === 'virtual' ? [] : domains,
      parentId: parentApp ? (ids.get(parentApp.name) ?? null) : null,
      order,
      methods: declares.map(methodId),
      clients: appClients,
    }
  })

  const people = state.core.accounts.filter((account) => account.enabled)
  const sessions: Session[] = []
  for (const application of items) {
    for (const client of application.clients.filter((candidate) => candidate.enabled)) {
      const total = random.int(4, 14)
      for (let index = 0; index < total; index++) {
        const person = index === 0 ? people[0] : random.pick(people)
        if (!person) continue
        const start = now.getTime() - random.int(5, 72 * 60) * 60_000
        const expiry = start + random.pick([8, 12, 24]) * 3_600_000
        const lastAccess = Math.min(now.getTime(), start + random.int(1, 6 * 60) * 60_000)
        sessions.push({
          id: random.uuid(),
          start: new Date(start).toISOString(),
          expiry: new Date(expiry).toISOString(),
          lastAccess: new Date(lastAccess).toISOString(),
          updatedAt: random.chance(0.6) ? new Date(lastAccess - 60_000).toISOString() : null,
          devices: Array.from({ length: random.int(1, 2) }, () => device(random)),
          authSystem: random.chance(0.7) ? 'platform' : 'keycloak',
          clientId: client.clientId,
          user: { id: person.id, fio: fullName(person), login: person.login },
        })
      }
    }
  }
  return { items, sessions, secrets, methods }
}
