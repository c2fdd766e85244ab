// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type {
  DownloadedFile,
  OperationArgs,
  OperationData,
  PlatformClient,
  PlatformResult,
} from '../../client'

/** History of changes: `GET /platform/setting/history`. */
export function listHistory(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/history', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/history', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/history', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/history', 'get'>>>
}

/** Change types: `GET /platform/setting/history/types`. */
export function listHistoryTypes(
  client: PlatformClient,
  ...args: OperationArgs<'/platform/setting/history/types', 'get'>
): Promise<PlatformResult<OperationData<'/platform/setting/history/types', 'get'>>> {
  return client.send('call', 'get', '/platform/setting/history/types', args[0]) as Promise<PlatformResult<OperationData<'/platform/setting/history/types', 'get'>>>
}
