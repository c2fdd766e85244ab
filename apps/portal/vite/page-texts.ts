import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import ts from 'typescript'
import type { Plugin } from 'vite'
import { lazyChain, portalDir, readRouteTree } from '../../../tools/route-tree.mjs'

/**
 * The catalogs whose texts each page downloads as a file of its own: the texts of the code
 * that page can run, and no other. The shell's catalog loads with the first load
 * (src/i18n/activate.ts).
 */
const pageCatalogs = new Set(['messages', 'admin'])

/** Where the build writes which file holds each page's texts: the size budgets read it. */
const pageTextsMapFile = '.vite/page-texts.json'

const virtualId = 'virtual:page-texts'
/** The dev server's texts answer from the catalogs as they are now: one version, always new. */
const devVersion = 'dev'
const resolvedVirtualId = `\0${virtualId}`
const sourceDir = join(portalDir, 'src')
const routeTree = join(sourceDir, 'routes/tree.tsx')

/** The files of src a file imports, statically or with `import()`. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
  return importedFiles.flatMap(({ fileName }) => {
    if (!fileName.startsWith('.')) return []
    const base = resolve(dirname(file), fileName)
    const found = ['.tsx', '.ts', '/index.ts', '/index.tsx', '']
      .map((ending) => `${base}${ending}`)
      .find((path) => /\.tsx?$/.test(path) && existsSync(path))
    return found ? [found] : []
  })
}

/**
 * Every file of src that `entries` reach through their imports, lazy ones included (a page's
 * dialogs open without asking for texts). The route tree's own imports of pages are not
 * followed: each page is an entry of its own.
 */
function reachedFiles(entries: readonly string[], pageModules: ReadonlySet<string>) {
  const seen = new Set<string>()
  const pending = [...entries]
  while (pending.length > 0) {
    const file = pending.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    for (const imported of importsOf(file)) {
      if (file === routeTree && pageModules.has(imported)) continue
      pending.push(imported)
    }
  }
  return seen
}

/** One page's texts in one locale: where they are served and what the file holds. */
interface PageTextsFile {
  route: string
  locale: string
  fileName: string
  source: string
}

export interface PageTextsPlan {
  /** Changes whenever any page's texts do: part of every file's path, so caches never mix. */
  version: string
  files: PageTextsFile[]
  /** For each page, the message ids its file holds. */
  ids: Map<string, Set<string>>
}

/**
 * Which texts each page needs: the messages whose origin is a file its code can reach (its
 * layouts' and its own modules with everything they import, and what the first load runs),
 * compiled per locale as Lingui's JSON. A missing translation fails, as Lingui's loader does.
 */
export async function planPageTexts(): Promise<PageTextsPlan> {
  const config = getConfig({ cwd: portalDir })
  const catalogs = (await getCatalogs(config)).filter((catalog) =>
    pageCatalogs.has(catalog.name ?? ''),
  )
  const source = config.sourceLocale
  if (!source) throw new Error('lingui.config.ts names no sourceLocale')
  const idsByFile = new Map<string, Set<string>>()
  const translations = new Map<string, Record<string, string>>()
  for (const catalog of catalogs) {
    for (const [id, message] of Object.entries(await catalog.read(source))) {
      for (const [origin] of message.origin ?? []) {
        const file = resolve(portalDir, origin)
        const ids = idsByFile.get(file) ?? new Set<string>()
        ids.add(id)
        idsByFile.set(file, ids)
      }
    }
    for (const locale of config.locales) {
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale: source,
      })
      if (missing.length > 0) {
        throw new Error(
          `${missing.length} texts of the ${catalog.name} catalog have no ${locale} translation ` +
            `(${missing.map((entry) => entry.id).join(', ')}): run npm run extract and translate.`,
        )
      }
      translations.set(locale, { ...translations.get(locale), ...messages })
    }
  }

  const routes = readRouteTree()
  const pageModules = new Set(
    routes.flatMap((route) => (route.lazyModule ? [join(portalDir, route.lazyModule)] : [])),
  )
  const firstLoad = reachedFiles([join(sourceDir, 'main.tsx')], pageModules)
  const ids = new Map<string, Set<string>>()
  // Every named route, the redirecting ones too: the root asks the texts of whatever page it
  // resolves to before the redirect is known.
  for (const route of routes) {
    if (!route.name) continue
    const entries = lazyChain(routes, route).map((module) => join(portalDir, module))
    const reached = new Set([...firstLoad, ...reachedFiles(entries, pageModules)])
    ids.set(route.name, new Set([...reached].flatMap((file) => [...(idsByFile.get(file) ?? [])])))
  }

  const compiled: Omit<PageTextsFile, 'fileName'>[] = []
  for (const [route, routeIds] of ids) {
    for (const locale of config.locales) {
      const all = translations.get(locale) ?? {}
      const messages = Object.fromEntries([...routeIds].sort().map((id) => [id, all[id] ?? id]))
      const { source: json, errors } = createCompiledCatalog(locale, messages, {
        namespace: 'json',
      })
      if (errors.length > 0) {
        throw new Error(`${locale}: ${errors.map((error) => `${error.id}: ${error.error}`)}`)
      }
      compiled.push({ route, locale, source: json })
    }
  }
  const hash = createHash('sha256')
  for (const file of compiled) hash.update(`${file.route}\n${file.locale}\n${file.source}\n`)
  const version = hash.digest('hex').slice(0, 10)
  return {
    version,
    files: compiled.map((file) => ({
      ...file,
      fileName: `${textsFolder(version)}${file.locale}/${file.route}.json`,
    })),
    ids,
  }
}

/**
 * The folder of one build's texts, under the base: `<locale>/<route>.json` in it. In `assets/`,
 * which nginx lets browsers keep for good; a new build's texts have a new folder.
 */
function textsFolder(version: string): string {
  return `assets/texts-${version}/`
}

/**
 * Each page's texts as a file of its own (see `planPageTexts`): a page of the administration
 * downloads the texts of its section and of what it shares, not the whole administration's.
 * The app learns the version of the files from `virtual:page-texts`; the dev server answers
 * the same paths from the catalogs as they are now.
 */
export function pageTexts(): Plugin {
  let plan: Promise<PageTextsPlan> | undefined
  let base = '/'
  let serving = false
  const currentPlan = () => {
    // The dev server plans again for every file asked: texts and imports change as one works.
    if (serving || !plan) plan = planPageTexts()
    return plan
  }
  return {
    name: 'page-texts',
    configResolved(config) {
      base = config.base
      serving = config.command === 'serve'
    },
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined
    },
    async load(id) {
      if (id !== resolvedVirtualId) return undefined
      const version = serving ? devVersion : (await currentPlan()).version
      return `export const pageTextsBase = ${JSON.stringify(`${base}${textsFolder(version)}`)}`
    },
    configureServer(server) {
      const prefix = `${base}${textsFolder(devVersion)}`
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0] ?? ''
        if (!url.startsWith(prefix)) return next()
        try {
          const [locale, name] = url
            .slice(prefix.length)
            .replace(/\.json$/, '')
            .split('/')
          const file = (await currentPlan()).files.find(
            (entry) => entry.locale === locale && entry.route === name,
          )
          if (!file) return next()
          response.setHeader('Content-Type', 'application/json')
          response.end(file.source)
        } catch (error) {
          next(error)
        }
      })
    },
    async generateBundle() {
      const { files } = await currentPlan()
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
      }
      const map: Record<string, Record<string, string>> = {}
      for (const file of files)
        map[file.route] = { ...map[file.route], [file.locale]: file.fileName }
      this.emitFile({
        type: 'asset',
        fileName: pageTextsMapFile,
        source: JSON.stringify({ files: map }),
      })
    },
  }
}
