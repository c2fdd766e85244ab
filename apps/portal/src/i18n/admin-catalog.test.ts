import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import type { RouteEntry } from '../../../../tools/route-tree.mjs'
import { readRouteTree } from '../../../../tools/route-tree.mjs'

// The administration's texts are a catalog of their own, loaded only with the pages of the
// administration layout (lingui.config.ts, routes/tree.tsx). That holds while the route tree
// opens the administration's pages only under that layout, and nothing else outside
// src/features/admin shows an administration text: code there may import from it only what
// carries no text (the route tree's search validators), directly or through its imports.

const src = fileURLToPath(new URL('..', import.meta.url))
const admin = join(src, 'features/admin')

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The files of src a file imports, statically, and with `import()` unless `staticOnly`. */
function importsOf(file: string, staticOnly = false): string[] {
  const code = readFileSync(file, 'utf8')
  const pattern = staticOnly
    ? /from\s*'(\.{1,2}\/[^']+)'/g
    : /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g
  const specifiers = [...code.matchAll(pattern)]
  return specifiers.flatMap(([, specifier]) => {
    const base = resolve(dirname(file), specifier as string)
    const found = ['.tsx', '.ts', '/index.ts', '/index.tsx', '']
      .map((ending) => `${base}${ending}`)
      .find((path) => existsSync(path) && /\.tsx?$/.test(path))
    return found ? [found] : []
  })
}

const showsText = (file: string) => /from '@lingui\//.test(readFileSync(file, 'utf8'))

/** The administration's files `file` reaches that show a text, with the path to each. */
function textsReached(file: string, seen = new Set<string>(), staticOnly = false): string[] {
  const found: string[] = []
  for (const imported of importsOf(file, staticOnly)) {
    if (!imported.startsWith(admin) || seen.has(imported)) continue
    seen.add(imported)
    if (showsText(imported)) found.push(relative(src, imported))
    found.push(...textsReached(imported, seen))
  }
  return found
}

const tree = join(src, 'routes/tree.tsx')

it('the route tree opens the administration’s pages only under the administration layout', () => {
  const routes = readRouteTree()
  const byVariable = new Map(routes.map((route) => [route.variable, route]))
  const layoutOf = (route: RouteEntry) => {
    let at = route
    while (at.parent && byVariable.has(at.parent)) at = byVariable.get(at.parent) as RouteEntry
    return at.id
  }
  const adminPages = routes.filter((route) => route.lazyModule?.startsWith('src/features/admin/'))
  expect(adminPages.length).toBeGreaterThan(10)
  expect(adminPages.filter((route) => layoutOf(route) !== 'platform')).toEqual([])
})

it('nothing else outside the administration shows an administration text', () => {
  const outside = sources(src).filter((file) => !file.startsWith(admin))
  const reached = Object.fromEntries(
    outside
      // The tree's `import()`s are the pages checked above.
      .map((file) => [relative(src, file), textsReached(file, new Set(), file === tree)] as const)
      .filter(([, texts]) => texts.length > 0),
  )
  expect(reached).toEqual({})
})

it('sees an import of an administration file that shows texts', () => {
  expect(textsReached(tree).length).toBeGreaterThan(10)
  expect(showsText(join(admin, 'shared/QueryState.tsx'))).toBe(true)
})
