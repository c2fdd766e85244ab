export type { RunningSandbox } from './server'
export { createSandboxMiddleware, startSandboxServer } from './server'
