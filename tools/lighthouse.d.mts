import type { LoadRounds } from './load-rounds.d.mts'

/** One Lighthouse run of a page. */
export interface PageRun {
  performance: number
  /** Only in a page's first run, which audits them. */
  accessibility: number | undefined
  bestPractices: number | undefined
  /** Milliseconds. */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** The accessibility and best-practices audits that failed, with what failed. */
  failed: string[]
  /** Lighthouse's warnings about the run (a page that never painted, a busy machine). */
  warnings: string[]
  /** How long the run took. */
  seconds: number
}

export interface PageReport {
  path: string
  runs: PageRun[]
  rounds: LoadRounds
  /** Medians of the runs. */
  performance: number
  cls: number
  accessibility: number | undefined
  bestPractices: number | undefined
}

export declare function runLighthouse(options?: {
  port?: number
  runs?: number
  onPage?: (report: PageReport) => void
}): Promise<PageReport[]>
