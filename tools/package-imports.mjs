// A package check: the packages a published package's built files import (its JavaScript and
// its type declarations) must be ones its package.json names, as a dependency or a peer.
// Otherwise a host installs the package and gets a module it cannot resolve, or types that
// come from whatever copy happens to be hoisted.
import { readdir, readFile } from 'node:fs/promises'
import { builtinModules } from 'node:module'
import { join } from 'node:path'

const importPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

/**
 * The package a bare specifier names: `@scope/name` or `name`; undefined for a relative path
 * or a Node built-in.
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/**
 * Every package the built files in `dist` import that `package.json` does not declare, with
 * the files that import it.
 * @param {string} packageDir
 * @returns {Promise<Record<string, string[]>>}
 */
export async function undeclaredImports(packageDir) {
  const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'))
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ])
  /** @type {Record<string, string[]>} */
  const undeclared = {}
  const dist = join(packageDir, 'dist')
  for (const entry of await readdir(dist, { recursive: true })) {
    if (!/\.(m?js|d\.ts)$/.test(entry)) continue
    const source = await readFile(join(dist, entry), 'utf8')
    for (const [, specifier = ''] of source.matchAll(importPattern)) {
      const name = packageOf(specifier)
      if (name === undefined || declared.has(name)) continue
      undeclared[name] = [...new Set([...(undeclared[name] ?? []), entry])]
    }
  }
  return undeclared
}
