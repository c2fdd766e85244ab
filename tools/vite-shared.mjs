// Vite settings every browser test run of the repo shares (vitest browser mode, Storybook).
// Pre-bundling these up front stops Vite from reloading the page mid-test when it discovers
// them one by one.
export const browserOptimizeDeps = {
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-aria-components',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@lingui/core',
    '@lingui/react',
  ],
}

/**
 * How long vitest waits for a browser page of the tests to connect, in ms (its default: 60 s).
 * A fresh machine's first run pre-bundles each browser project's dependencies at the same time
 * while the other checks share the two cores: once on CI a page of the kit's stories took
 * longer. The limit only catches a page that never connects.
 */
export const browserConnectTimeout = 180_000
