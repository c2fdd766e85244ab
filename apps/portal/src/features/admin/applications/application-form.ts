import { effectiveApplication, newApplication } from '@platform/forms'
import type { Application, ApplicationInput, ApplicationType } from '@platform/sdk'

/** A client row of the form; `saved` clients exist on the platform and have a secret there. */
interface ClientValues {
  clientId: string
  /** Typed only to set the secret by hand; empty keeps the saved one or lets the platform make one. */
  clientSecret: string
  enabled: boolean
  methods: string[]
  saved: boolean
}

/** The application dialog's values: texts as typed, empty for none. */
export interface ApplicationValues {
  enabled: boolean
  type: ApplicationType
  code: string
  name: string
  nameEn: string
  url: string
  description: string
  publicSwaggerUrl: string
  privateSwaggerUrl: string
  helpUrl: string
  compodocUrl: string
  techUrl: string
  version: string
  ip: string
  domains: string[]
  parentId: string
  menuVisible: boolean
  profileVisible: boolean
  serviceAccount: boolean
  methods: string[]
  virtualSupport: boolean
  clients: ClientValues[]
}

const texts = [
  'code',
  'name',
  'nameEn',
  'url',
  'description',
  'publicSwaggerUrl',
  'privateSwaggerUrl',
  'helpUrl',
  'compodocUrl',
  'techUrl',
  'version',
  'ip',
  'parentId',
] as const

/** The form of a saved application, or of a new one (a draft on the base domain). */
export function applicationValues(
  application: Application | null,
  baseDomainId: string | undefined,
): ApplicationValues {
  const source: Application | ApplicationInput = application ?? newApplication(baseDomainId)
  const values = {
    enabled: source.enabled ?? true,
    type: source.type,
    domains: [...source.domains],
    menuVisible: source.menuVisible ?? true,
    profileVisible: source.profileVisible ?? false,
    serviceAccount: source.serviceAccount ?? false,
    methods: [...source.methods],
    virtualSupport: source.virtualSupport ?? false,
    clients: source.clients.map((client) => ({
      clientId: client.clientId,
      clientSecret: '',
      enabled: client.enabled,
      methods: [...client.methods],
      saved: application !== null,
    })),
  } as ApplicationValues
  for (const key of texts) values[key] = source[key] ?? ''
  return values
}

const orNull = (text: string) => text.trim() || null

/**
 * The body of a create or update, as the platform keeps it (see `effectiveApplication`):
 * texts trimmed, empty ones `null`, a typed secret only.
 */
export function applicationInput(values: ApplicationValues, actionsAccess = 0): ApplicationInput {
  const input: ApplicationInput = {
    enabled: values.enabled,
    type: values.type,
    code: values.code.trim(),
    name: values.name.trim(),
    nameEn: orNull(values.nameEn),
    url: orNull(values.url),
    description: orNull(values.description),
    publicSwaggerUrl: orNull(values.publicSwaggerUrl),
    privateSwaggerUrl: orNull(values.privateSwaggerUrl),
    helpUrl: orNull(values.helpUrl),
    compodocUrl: orNull(values.compodocUrl),
    techUrl: orNull(values.techUrl),
    version: orNull(values.version),
    ip: orNull(values.ip),
    domains: values.domains,
    parentId: orNull(values.parentId),
    menuVisible: values.menuVisible,
    profileVisible: values.profileVisible,
    serviceAccount: values.serviceAccount,
    methods: values.methods,
    virtualSupport: values.virtualSupport,
    clients: values.clients.map((client) => ({
      clientId: client.clientId,
      ...(client.clientSecret ? { clientSecret: client.clientSecret } : {}),
      enabled: client.enabled,
      methods: client.methods,
    })),
  }
  return effectiveApplication(input, actionsAccess)
}

/**
 * The control an error key lands on: one entry of a picker (`domains.0`, `methods.2`,
 * `clients.1.methods.0`) marks the picker.
 */
export function applicationField(key: string): string {
  return key.replace(/^(domains|methods|clients\.\d+\.methods)\.\d+$/, '$1')
}
