// Size budgets of every page's first load: JS, CSS and the page's texts together, gzip, React
// included, read from the build (Vite's manifest, the portal's module map, the map of the pages'
// texts) along the route tree, so a route added to the tree is measured with no list to keep
// (decision 0012). Not timing: bytes and files.
import { beforeAll, expect, it } from 'vitest'
import {
  type Build,
  type FirstLoad,
  kb,
  readBuild,
  routeFirstLoads,
  smallSharedChunks,
} from '../../../tools/first-load.mjs'

// What was reached (issue 20 asks for 135 KB and 220 KB in 20 files: decision 0012 says what
// stands between, and why they were raised once): any growth fails, and a change that earns
// it lowers them.
/** The sign-in page: what nearly every visit starts with. */
const signInBudget = { bytes: 166 * 1024, files: 10 }
/** Any other page. */
const pageBudget = { bytes: 321 * 1024, files: 28 }
/** A shared chunk smaller than this costs more in its request than in its bytes. */
const smallestSharedChunk = 2 * 1024
/** The small chunks the merging of chunks still leaves (vite/merge-groups.ts): the route
 * error's and rolldown's runtime helpers. */
const smallSharedChunksAllowed = 2

let build: Build
let loads: FirstLoad[]

beforeAll(() => {
  build = readBuild()
  loads = routeFirstLoads(build)
})

const describeLoad = ({ route, files, bytes }: FirstLoad) =>
  `${route.path}: ${kb(bytes)} in ${files.length} files, the heaviest ${files
    .slice(0, 3)
    .map(({ file, bytes: size }) => `${file} ${kb(size)}`)
    .join(', ')}`

it(`the sign-in page loads at most ${kb(signInBudget.bytes)} in ${signInBudget.files} files`, () => {
  const signIn = loads.find((load) => load.route.name === 'Auth')
  expect(signIn, 'the route tree has a sign-in route').toBeDefined()
  if (!signIn) return
  console.info(
    `sign-in first load: ${kb(signIn.bytes)} gzip in ${signIn.files.length} files\n${signIn.files
      .map(({ file, bytes }) => `  ${kb(bytes)} ${file}`)
      .join('\n')}`,
  )
  expect(signIn.bytes).toBeLessThanOrEqual(signInBudget.bytes)
  expect(signIn.files.length).toBeLessThanOrEqual(signInBudget.files)
})

it(`every other page loads at most ${kb(pageBudget.bytes)} in ${pageBudget.files} files`, () => {
  const others = loads.filter((load) => load.route.name !== 'Auth')
  expect(others.length, 'pages read from the route tree').toBeGreaterThan(10)
  const heaviest = [...others].sort((a, b) => b.bytes - a.bytes)
  console.info(
    `first loads, heaviest first:\n${heaviest.map((load) => `  ${describeLoad(load)}`).join('\n')}`,
  )
  const over = heaviest.filter(
    (load) => load.bytes > pageBudget.bytes || load.files.length > pageBudget.files,
  )
  expect(over.map(describeLoad)).toEqual([])
})

it('no shared chunk is smaller than its request is worth, but for a few left over', () => {
  const small = smallSharedChunks(build, smallestSharedChunk)
  console.info(
    `shared chunks under ${kb(smallestSharedChunk)}: ${small.length}${small
      .map(({ file, bytes }) => `\n  ${kb(bytes)} ${file}`)
      .join('')}`,
  )
  expect(small.length).toBeLessThanOrEqual(smallSharedChunksAllowed)
})
