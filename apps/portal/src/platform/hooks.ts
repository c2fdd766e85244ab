import { useRouteContext } from '@tanstack/react-router'
import type { Platform } from './client'
import type { Startup } from './startup'

/** The startup data of the current navigation (project, menus, the person or null). */
export function useStartup(): Startup {
  return useRouteContext({ from: '__root__', select: (context) => context.startup })
}

/** The platform client and query client. */
export function usePlatform(): Platform {
  return useRouteContext({ from: '__root__', select: (context) => context.platform })
}
