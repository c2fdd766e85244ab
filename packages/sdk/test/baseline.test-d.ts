// The generated query and mutation options accept every call the hand-written ones did, and
// give the same data: no consumer changes when the query layer is regenerated.
import type { DataTag, SkipToken } from '@tanstack/react-query'
import { expectTypeOf, it } from 'vitest'
import type * as root from '../src'
import type {
  OperationInit,
  OperationPathParams,
  OperationQuery,
  Path,
  PlatformClient,
  PlatformError,
} from '../src'
import type * as query from '../src/query'
import type { MutationHooks } from '../src/query'
import type { mutationBaseline, queryBaseline } from './baseline'

type Sdk = typeof root & typeof query
type Routes = Sdk['operationRoutes']
type IdOf<Name> = Name extends `${infer Id}Query` | `${infer Id}Mutation`
  ? Id & keyof Routes
  : never
type PathOf<Name> = Routes[IdOf<Name>]['path'] & Path<'get'>
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** The success data of the operation's own function: what its options must resolve to. */
type DataOf<Name> = Sdk[IdOf<Name> & keyof Sdk] extends (...args: never[]) => infer Result
  ? Awaited<Result> extends infer Outcome
    ? Outcome extends { ok: true; data: infer Data }
      ? Data
      : never
    : never
  : never

type QueryName = keyof typeof queryBaseline
type PathArg<Name> = OperationPathParams<PathOf<Name>, 'get'>
type QueryArg<Name> = OperationQuery<PathOf<Name>, 'get'>
type OldQueryArgs<Name extends QueryName> = (typeof queryBaseline)[Name] extends readonly []
  ? []
  : (typeof queryBaseline)[Name] extends readonly ['path']
    ? [path: PathArg<Name>]
    : (typeof queryBaseline)[Name] extends readonly ['query']
      ? [query: QueryArg<Name>]
      : (typeof queryBaseline)[Name] extends readonly ['query?']
        ? [query?: QueryArg<Name>]
        : (typeof queryBaseline)[Name] extends readonly ['path', 'query?']
          ? [path: PathArg<Name>, query?: QueryArg<Name>]
          : never

type QueryDataOf<Name extends QueryName> = Sdk[Name] extends (...args: never[]) => {
  queryKey: DataTag<unknown, infer Data, PlatformError>
}
  ? Data
  : never

/** The names whose generated options refuse a call the old ones took, or give other data. */
type QueryMismatches = {
  [Name in QueryName]: [PlatformClient, ...OldQueryArgs<Name>] extends Parameters<Sdk[Name]>
    ? Same<QueryDataOf<Name>, DataOf<Name>> extends true
      ? never
      : Name
    : Name
}[QueryName]

type MutationName = (typeof mutationBaseline)[number]
type MethodOf<Name> = Routes[IdOf<Name>]['method']
type VariablesOf<Name> = OperationInit<
  Routes[IdOf<Name>]['path'] & Path<MethodOf<Name>>,
  MethodOf<Name>
>
type MutationFnOf<Name extends MutationName> = Exclude<
  ReturnType<Sdk[Name]>['mutationFn'],
  SkipToken | undefined
>

type MutationMismatches = {
  [Name in MutationName]: [
    PlatformClient,
    MutationHooks<DataOf<Name>, VariablesOf<Name>>?,
  ] extends Parameters<Sdk[Name]>
    ? Same<Parameters<MutationFnOf<Name>>[0], VariablesOf<Name>> extends true
      ? Same<Awaited<ReturnType<MutationFnOf<Name>>>, DataOf<Name>> extends true
        ? never
        : Name
      : Name
    : Name
}[MutationName]

it('every hand-written query option is still there, with the same parameters and data', () => {
  expectTypeOf<QueryMismatches>().toEqualTypeOf<never>()
})

it('every hand-written mutation option is still there, with the same variables and data', () => {
  expectTypeOf<MutationMismatches>().toEqualTypeOf<never>()
})
