import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PROCESS_FILES, webTest } from './vitest.config';

// The web files that need a process of their own (vitest.config.ts says why), as every file ran before.
export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web-process', include: PROCESS_FILES, pool: 'forks' },
});
