export interface ContractOperation {
  operationId: string
  method: string
  path: string
  tag: string
  summary: string
  kind: 'call' | 'download' | 'upload'
  secured: boolean
  query: Record<string, 'integer' | 'number' | 'boolean' | 'array'>
  /** The path's parameters, in the order of the path. */
  pathParams: string[]
  queryParams: { name: string; required: boolean }[]
}
export type KeyKind = 'detail' | 'list' | 'search' | 'filter' | 'refresh' | 'download'
export interface Resource {
  name: string
  area: string
  operations: Partial<Record<KeyKind, ContractOperation>>
}
export declare function listOperations(): ContractOperation[]
export declare function listResources(operations: ContractOperation[]): Resource[]
export declare function resourceOf(operation: Pick<ContractOperation, 'operationId'>): {
  name: string
  kind: KeyKind
}
export declare function singular(noun: string): string
export declare const plurals: Record<KeyKind, string>
export declare function generate(): Promise<Record<string, string>>
/** Every file under src/generated/, as paths relative to it. */
export declare function listGenerated(): string[]
