export interface ContractOperation {
  operationId: string
  method: string
  path: string
  tag: string
  summary: string
  kind: 'call' | 'download' | 'upload'
  secured: boolean
  query: Record<string, 'integer' | 'number' | 'boolean' | 'array'>
}
export declare function listOperations(): ContractOperation[]
export declare function generate(): Promise<Record<string, string>>
