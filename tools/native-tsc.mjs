// Where TypeScript 7's `tsc` is: the native compiler, installed beside TypeScript 5.9 under the
// name `typescript-7` (see tools/typecheck.mjs for why there are two).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The path of TypeScript 7's `tsc` script. Both TypeScripts declare a `tsc` command, so which
 * one `node_modules/.bin/tsc` is depends on the order npm linked them: every check names this
 * one by its path. The package exports neither its bin nor its compiler; its package.json says
 * where it is.
 */
export const nativeTsc = join(dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc')
