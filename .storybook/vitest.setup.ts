import { inject } from 'vitest'

// Each story-test project (one per locale and theme) provides its variant; the preview reads
// it to set its initial globals. Storybook's own UI has no variant and uses its defaults.
globalThis.storyVariant = inject('storyVariant')
