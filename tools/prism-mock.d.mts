import type { Writable } from 'node:stream'

export declare function freePort(): Promise<number>
export declare function violationsMessage(header: string): string | undefined
export declare function startMock(options: {
  port: number
  host?: string
  contract?: string
  output?: Writable
  signal?: AbortSignal
}): Promise<{ url: string; stop: () => Promise<void> }>
