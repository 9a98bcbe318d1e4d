import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The oldest browsers SPEC §5 supports must be able to parse the bundle; newer ones take the same code.
export const BROWSER_TARGETS = ['chrome73', 'edge79', 'firefox78', 'safari12.1', 'ios12.2'];

export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The bundle-size check follows the manifest from the entry to the /login route's chunks.
    manifest: true,
    target: BROWSER_TARGETS,
    rolldownOptions: {
      // Building a zod schema touches nothing outside it. Saying so lets unused domain schemas drop out,
      // so screens that only need domain constants and rules (login) do not load zod up front.
      // The domain package only declares constants, schemas and functions: importing it does nothing else.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]domain[\\/]/.test(id),
      },
    },
  },
});
