import type { KnipConfig } from 'knip'

export default {
  $schema: 'https://unpkg.com/knip@6/schema.json',
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
    'packages/*': {},
    'packages/sdk': {
      // vitest's typecheck.include: knip's vitest plugin reads test.include only.
      entry: ['{src,test}/**/*.test-d.ts'],
    },
    'apps/portal': { includeEntryExports: true },
    'examples/consumer': { includeEntryExports: true },
  },
  ignoreIssues: {
    // The types of the tools' .mjs modules for TypeScript callers without allowJs; TypeScript
    // reads each beside its module, nothing imports it by name.
    'tools/*.d.mts': ['files', 'exports', 'types'],
  },
} satisfies KnipConfig
