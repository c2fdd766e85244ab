export type { PlatformProviderProps } from './PlatformProvider'
export {
  createPlatformQueryClient,
  PlatformProvider,
  usePlatformClient,
} from './PlatformProvider'
