import type { DeviceType, Domain, DomainStyleTemplate } from '@platform/sdk'

/** Owned by the domains area. The shell's project info reads the base domain from `items`. */
export interface DomainsState {
  items: Domain[]
  deviceTypes: DeviceType[]
  styleTemplates: DomainStyleTemplate[]
}

/** The base domain (exactly one domain is base). */
export function baseDomain(domains: DomainsState): Domain | undefined {
  return domains.items.find((domain) => domain.base) ?? domains.items[0]
}
