import { readFileSync } from 'node:fs'

/** The package.json of the portal and of each published package it is built from. */
const manifests = {
  portal: '../package.json',
  sdk: '../../../packages/sdk/package.json',
  forms: '../../../packages/forms/package.json',
  ui: '../../../packages/ui/package.json',
} as const

export type PortalVersions = Record<keyof typeof manifests, string>

/**
 * The versions the About page shows, read from the package.json files when the portal is built:
 * the one place they come from, so the page can never name a version the build did not use.
 */
export function portalVersions(): PortalVersions {
  const entries = Object.entries(manifests).map(([name, path]) => {
    const manifest = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
      version: string
    }
    return [name, manifest.version]
  })
  return Object.fromEntries(entries) as PortalVersions
}
