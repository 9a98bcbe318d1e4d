import { defineConfig } from 'vitest/config';

// One vitest run covers every unit and server suite; each workspace keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/curriculum', 'apps/web', 'apps/server'],
  },
});
