export interface Step {
  label: string
  command: string
  env?: Record<string, string>
}
export declare const steps: Step[]
export declare function selectSteps(words: string[], all?: Step[]): Step[]
