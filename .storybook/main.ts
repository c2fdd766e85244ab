import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, mergeConfig, type PluginOption } from 'vite'
import { browserOptimizeDeps } from '../tools/vite-shared.mjs'

function hasPlugin(plugins: PluginOption[] | undefined, prefix: string): boolean {
  return (plugins ?? []).some((plugin: PluginOption): boolean => {
    if (Array.isArray(plugin)) return hasPlugin(plugin, prefix)
    return typeof plugin === 'object' && plugin !== null && 'name' in plugin
      ? String(plugin.name).startsWith(prefix)
      : false
  })
}

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  // Docs pages are generated from the components' JSDoc (react-docgen-typescript below); the
  // story tests leave both out (the vitest addon stubs the docs), so they cost nothing there.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // The vitest run already brings React (with the Lingui macro) and vanilla-extract; the
  // Storybook server does not, so add them only where they are missing.
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [
        ...(hasPlugin(viteConfig.plugins, 'vite:react')
          ? []
          : [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })]),
        ...(hasPlugin(viteConfig.plugins, 'vanilla-extract') ? [] : [vanillaExtractPlugin()]),
      ],
      resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
      optimizeDeps: browserOptimizeDeps,
    }),
}

export default config
