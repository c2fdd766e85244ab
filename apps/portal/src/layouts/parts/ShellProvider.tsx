import type { ReactNode } from 'react'
import { ShellContext, useShellData } from './hooks'

/** The shell's data, observed once for every part of the page that reads it (`useShell`). */
export function ShellProvider({ children }: { children: ReactNode }) {
  return <ShellContext value={useShellData()}>{children}</ShellContext>
}
