// `typecheck` of every workspace and of the tools: TypeScript 7, the native compiler, with the
// arguments given (the workspace's own tsconfig.json unless `-p` names another).
//
// Why two TypeScripts: 7 checks the same code in about a quarter of the time, but its
// JavaScript API is not the old one, and tsup's declaration build and editors need that API.
// So `typescript` stays 5.9 for them, and 7 is installed beside it under the name
// `typescript-7`; both read the same tsconfig files. Decision 0105 has the figures.
import { spawn } from 'node:child_process'
import { nativeTsc } from './native-tsc.mjs'

const child = spawn(process.execPath, [nativeTsc, '--noEmit', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
child.on('close', (status, signal) => {
  if (signal) process.kill(process.pid, signal)
  process.exit(status ?? 1)
})
