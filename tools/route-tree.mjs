// The portal's route tree, read from its source with TypeScript's parser: the size budgets,
// the Lighthouse step and the benchmark follow routes as they are added, with no list to keep.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** @typedef {import('./route-tree.d.mts').RouteEntry} RouteEntry */

export const portalDir = fileURLToPath(new URL('../apps/portal/', import.meta.url))
const routesDir = join(portalDir, 'src/routes')

/** @param {string} file */
const parse = (file) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

/**
 * `{ Auth: '/login', … }` from `export const routePaths = { … }` in src/routes/paths.ts.
 * @returns {Record<string, string>}
 */
function readRoutePaths() {
  /** @type {Record<string, string>} */
  const paths = {}
  const visit = (/** @type {ts.Node} */ node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'routePaths' &&
      node.initializer
    ) {
      let value = node.initializer
      while (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)) value = value.expression
      if (ts.isObjectLiteralExpression(value)) {
        for (const member of value.properties) {
          if (ts.isPropertyAssignment(member) && ts.isStringLiteral(member.initializer)) {
            paths[member.name.getText()] = member.initializer.text
          }
        }
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(parse(join(routesDir, 'paths.ts')))
  return paths
}

/**
 * `../features/help/route` from a file of src/routes → `src/features/help/route.tsx`.
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveModule(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier)
  const found = ['.tsx', '.ts', ''].map((ending) => `${base}${ending}`).find(existsSync)
  if (!found) throw new Error(`${relative(portalDir, fromFile)}: cannot resolve ${specifier}`)
  return relative(portalDir, found)
}

/**
 * The first node under `node` (itself included) that `test` accepts.
 * @template {ts.Node} T
 * @param {ts.Node} node
 * @param {(node: ts.Node) => node is T} test
 * @returns {T | undefined}
 */
function find(node, test) {
  if (test(node)) return node
  /** @type {T | undefined} */
  let found
  ts.forEachChild(node, (child) => {
    found ??= find(child, test)
  })
  return found
}

/**
 * @param {ts.ObjectLiteralExpression} options
 * @param {string} name
 */
function property(options, name) {
  const member = options.properties.find(
    (entry) => ts.isPropertyAssignment(entry) && entry.name.getText() === name,
  )
  return member && ts.isPropertyAssignment(member) ? member.initializer : undefined
}

/** @param {ts.Expression | undefined} expression */
function routeName(expression) {
  if (!expression) return undefined
  if (ts.isCallExpression(expression) && expression.arguments[0]) {
    const first = expression.arguments[0]
    if (ts.isStringLiteral(first)) return first.text
  }
  if (ts.isObjectLiteralExpression(expression)) {
    const name = property(expression, 'name')
    if (name && ts.isStringLiteral(name)) return name.text
  }
  return undefined
}

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/**
 * Every `createRoute` under src/routes, with its parent, name, full path and lazy module.
 * @returns {RouteEntry[]}
 */
export function readRouteTree() {
  const routePaths = readRoutePaths()
  /** @type {(RouteEntry & { ownPath: string | undefined })[]} */
  const found = []
  for (const file of sourceFiles(routesDir)) {
    const visit = (/** @type {ts.Node} */ node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const call = find(
          node.initializer,
          /** @returns {node is ts.CallExpression} */
          (candidate) =>
            ts.isCallExpression(candidate) && candidate.expression.getText() === 'createRoute',
        )
        const options = call?.arguments[0]
        if (options && ts.isObjectLiteralExpression(options)) {
          const parentFn = property(options, 'getParentRoute')
          const path = property(options, 'path')
          const id = property(options, 'id')
          const lazy = find(
            node.initializer,
            /** @returns {node is ts.CallExpression} */
            (candidate) =>
              ts.isCallExpression(candidate) &&
              candidate.expression.kind === ts.SyntaxKind.ImportKeyword,
          )?.arguments[0]
          const lazyModule =
            lazy && ts.isStringLiteral(lazy) ? resolveModule(file, lazy.text) : undefined
          let ownPath
          if (path && ts.isStringLiteral(path)) ownPath = path.text
          else if (path && ts.isPropertyAccessExpression(path)) ownPath = routePaths[path.name.text]
          if (path && ownPath === undefined) {
            throw new Error(`A route path the route tree reader cannot read: ${path.getText()}`)
          }
          found.push({
            variable: node.name.text,
            parent:
              parentFn && ts.isArrowFunction(parentFn) && ts.isIdentifier(parentFn.body)
                ? parentFn.body.text
                : undefined,
            name: routeName(property(options, 'staticData')),
            path: undefined,
            ownPath,
            id: id && ts.isStringLiteral(id) ? id.text : undefined,
            lazyModule,
            renders: lazyModule !== undefined || property(options, 'component') !== undefined,
          })
          return
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(parse(file))
  }
  const byVariable = new Map(found.map((route) => [route.variable, route]))
  /** @param {(typeof found)[number]} route @returns {string | undefined} */
  const fullPath = (route) => {
    const parent = route.parent ? byVariable.get(route.parent) : undefined
    if (route.parent && !parent && route.parent !== 'rootRoute') {
      throw new Error(`The route ${route.variable} has a parent the reader cannot find.`)
    }
    const above = parent ? fullPath(parent) : undefined
    if (route.ownPath === undefined) return above
    if (route.ownPath.startsWith('/') || !above) return route.ownPath
    return `${above.replace(/\/$/, '')}/${route.ownPath}`
  }
  return found.map(({ ownPath: _ownPath, ...route }) => ({
    ...route,
    path: fullPath({ ...route, ownPath: _ownPath }),
  }))
}

/**
 * The lazy modules a route's first load needs: its layouts' and its own, outermost first.
 * @param {readonly RouteEntry[]} routes
 * @param {RouteEntry} route
 */
export function lazyChain(routes, route) {
  const byVariable = new Map(routes.map((entry) => [entry.variable, entry]))
  /** @type {string[]} */
  const chain = []
  for (
    /** @type {RouteEntry | undefined} */ let at = route;
    at;
    at = at.parent ? byVariable.get(at.parent) : undefined
  ) {
    if (at.lazyModule) chain.unshift(at.lazyModule)
  }
  return chain
}

/**
 * The pages a person can open: routes with a path that show something (not the redirects).
 * @param {readonly RouteEntry[]} routes
 */
export const pages = (routes) => routes.filter((route) => route.path !== undefined && route.renders)
