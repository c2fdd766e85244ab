import { type ReactNode, useDeferredValue } from 'react'
import { ShellContext, useShellData } from './hooks'

/**
 * The shell's data, observed once for every part of the page that reads it (`useShell`). A new
 * answer (the menus, the person, a language switch) redraws those parts in a background render
 * React can pause, not in the one long task a query's answer is drawn in.
 */
export function ShellProvider({ children }: { children: ReactNode }) {
  return <ShellContext value={useDeferredValue(useShellData())}>{children}</ShellContext>
}
