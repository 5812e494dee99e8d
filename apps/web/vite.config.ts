import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev` runs the API on PORT (default 3000) beside this dev server.
const apiTarget = `http://localhost:${process.env.PORT ?? '3000'}`;

/*
 * Every lazy chunk's `import()` carries the list of files to preload with it, and the lists of
 * the screens' imports all sit in the entry, on the login route. The files the entry imports
 * statically are loaded before any of its code runs, so they are left out of those lists: the
 * same requests, ≈ 1.5 KB less of the entry (decision 064).
 */
const loadedWithEntry = new Set<string>();
function collectEntryImports(): Plugin {
  return {
    name: 'kozos:entry-imports',
    apply: 'build',
    // A new build (watch mode) works out the signed-in start from its own module graph.
    buildStart() {
      signedInStart = undefined;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || loadedWithEntry.has(fileName)) return;
          loadedWithEntry.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}

/** The signed-in start's modules: those the roots reach by static imports (decision 150). */
const webRoot = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');
const signedInStartRoots = [
  '/src/app/guards/app-gate.tsx',
  '/src/app/layout/app-layout.tsx',
  '/src/app/routes/home-page.tsx',
];
let signedInStart: Set<string> | undefined;
function signedInStartChunk(id: string, context: ChunkingContext): string | null {
  if (!signedInStart) {
    const reached = new Set<string>();
    const visit = (moduleId: string) => {
      if (reached.has(moduleId)) return;
      reached.add(moduleId);
      // A library's index re-exports all of it; what the start uses of it is not known here.
      if (/node_modules[\\/](radix-ui|lucide-react)[\\/]/.test(moduleId)) return;
      context.getModuleInfo(moduleId)?.importedIds.forEach(visit);
    };
    for (const root of signedInStartRoots) {
      const rootId = webRoot + root;
      if (!context.getModuleInfo(rootId)) throw new Error(`${root} is not in the build`);
      visit(rootId);
    }
    signedInStart = reached;
  }
  return signedInStart.has(id) ? 'signed-in-start' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), collectEntryImports()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    modulePreload: {
      // Browsers without modulepreload (Safari before 17, Firefox before 115) load the same files
      // as the imports ask for them, only without the head start; the polyfill sat in the entry.
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'js'
          ? dependencies.filter((dependency) => !loadedWithEntry.has(dependency))
          : dependencies,
    },
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
              priority: 2,
            },
            // What the login route runs, in one file: the entry and every module it imports
            // (rolldown's `$initial`). Split by what else shares them, it was 40 files of
            // 0.1–16 KB, and each costs a phone a request (decision 150).
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The signed-in start (the gate, the layout and home, as `preloadScreensAt` loads
            // them for `/`) and everything they import, in one file; other screens keep their
            // own chunks and import what they share from it.
            { name: signedInStartChunk },
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
