// The published packages' type declarations, in two steps:
//   1. `node ../../tools/declarations.mjs` (in the package) has TypeScript 7, the native
//      compiler, write a declaration file for every module of `src` into `.types/`;
//   2. tsup bundles those into one file per entry, as `dts: { entry: declarationEntries(entry) }`
//      in its config tells it.
// tsup alone asked TypeScript 5.9 to compile each package again for its declarations: 8 to
// 17 s a package, about 55 s of the unit step's task time for the four. Decision 0105 has the
// figures and the comparison of the files before and after.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { nativeTsc } from './native-tsc.mjs'

/** Where step 1 writes, in the package. */
const outDir = '.types'

/**
 * tsup's entries (name → source under `src/`) as the declaration files step 1 wrote for them.
 * @param {Record<string, string>} entry
 * @returns {Record<string, string>}
 */
export function declarationEntries(entry) {
  return Object.fromEntries(
    Object.entries(entry).map(([name, source]) => {
      if (!/^src\/.+\.tsx?$/.test(source)) {
        throw new Error(`An entry of a package is a module under src/: ${source} is not.`)
      }
      return [name, `${outDir}/${source.slice('src/'.length).replace(/\.tsx?$/, '.d.ts')}`]
    }),
  )
}

/**
 * Step 1 for the package in `packageDir`: its own tsconfig.json, limited to `src` without the
 * tests and stories, with declarations only. Type errors are the typecheck's to report
 * (`noCheck`); what stops a declaration being written still fails the build.
 * @param {string} packageDir
 * @returns {number} the compiler's exit status
 */
function emitDeclarations(packageDir) {
  const out = resolve(packageDir, outDir)
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  const config = join(out, 'tsconfig.json')
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        noCheck: true,
        rootDir: '../src',
        outDir: '.',
      },
      include: ['../src'],
      exclude: [
        '../src/**/*.test.ts',
        '../src/**/*.test.tsx',
        '../src/**/*.test-d.ts',
        '../src/**/*.stories.tsx',
      ],
    }),
  )
  const { status } = spawnSync(process.execPath, [nativeTsc, '-p', config], { stdio: 'inherit' })
  return status ?? 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exit(emitDeclarations(process.cwd()))
}
