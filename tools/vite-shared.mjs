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
