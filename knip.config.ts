import type { KnipConfig } from 'knip'

// Unused files, exports, types and dependencies of every workspace (decision 0100). Entries come
// from the packages' `exports` and `bin`, their scripts and the tools' own configs (Vite,
// Vitest, Playwright, Storybook, tsup, Lingui, Biome, changesets, turbo); what no plugin can see
// is named here, each with its reason.
export default {
  $schema: 'https://unpkg.com/knip@6/schema.json',
  // An entry or an ignore that no longer matches anything fails the run instead of lingering.
  treatConfigHintsAsErrors: true,
  workspaces: {
    '.': {
      entry: [
        // `npm test` runs these by a command written in tools/test-steps.mjs, which knip does
        // not read as a script.
        'tools/consumer.mjs',
        'tools/lighthouse.mjs',
        // Ambient declarations (the story variant global, vitest's provided context) that
        // TypeScript loads through tools/tsconfig.json's include, never by an import.
        '.storybook/env.d.ts',
      ],
      // Nothing imports the root, the portal or the consumer app as a package: an export of
      // one of their entry files is as dead as any other.
      includeEntryExports: true,
    },
    'packages/sdk': {
      // The type tests of vitest's typecheck.include: knip's vitest plugin reads test.include.
      entry: ['{src,test}/**/*.test-d.ts'],
    },
    'apps/portal': { includeEntryExports: true },
    // Not an npm workspace: npm test installs it from the packed packages outside the
    // repository. Checked here as its own package all the same, against its own package.json.
    'examples/consumer': { includeEntryExports: true },
  },
  // Debian's programs the tests run, installed by .ci/run, not by npm: openssl makes the
  // Lighthouse step's certificate (apps/portal/e2e-nginx/serve-nginx.mjs).
  ignoreBinaries: ['openssl'],
  ignoreIssues: {
    // The types of the tools' .mjs modules for TypeScript callers without allowJs: TypeScript
    // reads each one beside its module, nothing imports it by name, and the .mjs modules'
    // own exports are checked.
    'tools/*.d.mts': ['files', 'exports', 'types'],
  },
} satisfies KnipConfig
