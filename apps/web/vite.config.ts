import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` runs the API on PORT (default 3000) beside this dev server.
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      // The contract's zod schemas are for the server; the app takes its constants only.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // React changes less often than our code: its own chunk stays cached across deploys.
        // Other libraries go with the screens that use them (one "vendor" chunk would put the
        // QR code library on the login screen; decision 020).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
