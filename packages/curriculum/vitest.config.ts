import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'curriculum', environment: 'node', include: ['src/**/*.test.ts'], passWithNoTests: true } });
