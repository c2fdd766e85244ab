// Handler types derived from the SDK's generated `operations`: a handler whose request or
// reply does not match the contract does not compile.
import type { operationRoutes, operations } from '@platform/sdk'
import type { Outbox } from './outbox'
import type { SandboxState, SignedIn } from './state'

export type OperationId = keyof operations
type Operation<K extends OperationId> = operations[K]

type Defined<T> = [T] extends [never] ? undefined : T extends undefined ? undefined : T

type ParameterIn<K extends OperationId, Where extends 'path' | 'query'> = Defined<
  NonNullable<Operation<K>['parameters'][Where]>
>

/** The path parameters of an operation (an empty object when it has none). */
type PathParams<K extends OperationId> =
  ParameterIn<K, 'path'> extends undefined ? Record<string, never> : ParameterIn<K, 'path'>

/** The query parameters of an operation, coerced to their contract types. */
type QueryParams<K extends OperationId> =
  ParameterIn<K, 'query'> extends undefined ? Record<string, never> : ParameterIn<K, 'query'>

type ContentOf<R> = R extends { content: infer Content }
  ? Content extends Record<string, infer Body>
    ? Body
    : undefined
  : undefined

/** The request body (JSON, or the multipart members with Blob files). */
type RequestBody<K extends OperationId> =
  Operation<K> extends {
    requestBody: infer Body
  }
    ? ContentOf<Body>
    : Operation<K> extends { requestBody?: infer Body }
      ? ContentOf<Body> | undefined
      : undefined

type Responses<K extends OperationId> = Operation<K>['responses']

/** One of the replies the contract documents for the operation, with its status. */
type Reply<K extends OperationId> = {
  [Status in keyof Responses<K>]: {
    status: Status
    body: ContentOf<Responses<K>[Status]>
    headers?: Record<string, string>
  }
}[keyof Responses<K>]

type Secured<K extends OperationId> = (typeof operationRoutes)[K]['secured']

export interface Context<K extends OperationId> {
  params: PathParams<K>
  query: QueryParams<K>
  body: RequestBody<K>
  state: SandboxState
  /** The signed-in person; always present for operations that need a session. */
  session: Secured<K> extends true ? SignedIn : SignedIn | undefined
  /** The interface language of the request (`Accept-Language`). */
  locale: 'ru' | 'en'
  now: Date
  outbox: Outbox
  request: Request
}

type Handler<K extends OperationId> = (context: Context<K>) => Reply<K> | Promise<Reply<K>>

/** A handler for every operation: leaving one out does not compile. */
export type Handlers = { [K in OperationId]: Handler<K> }
