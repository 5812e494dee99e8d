/*
 * Build time (vite.config.ts): the files the signed-in home loads after the entry has run —
 * the gate, layout and home screens with the signed-in start, and each language's texts — so
 * that `public/first-screen.js` can ask for them beside the entry when a session is stored
 * (decision 216). The login route never loads them.
 */

/** The part of a bundle's chunk read here (rolldown's OutputChunk has these). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  isEntry: boolean;
}
export type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** What index.html carries for first-screen.js: URLs of the start's and the texts' files. */
export interface FirstScreenFiles {
  start: string[];
  texts: Record<string, string[]>;
}

export function firstScreenFiles(
  bundle: BundleLike,
  startRoots: readonly string[],
  textRoots: Record<string, readonly string[]>,
): FirstScreenFiles {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const withEntry = new Set<string>();
  const collect = (fileName: string, into: Set<string>, skip: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || into.has(fileName) || skip.has(fileName)) return;
    into.add(fileName);
    chunk.imports.forEach((imported) => collect(imported, into, skip));
  };
  for (const chunk of chunks) if (chunk.isEntry) collect(chunk.fileName, withEntry, new Set());
  const filesOf = (roots: readonly string[]) => {
    const files = new Set<string>();
    for (const root of roots) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === root);
      if (!chunk) throw new Error(`${root} has no chunk of its own in the build`);
      collect(chunk.fileName, files, withEntry);
    }
    return [...files].map((fileName) => `/${fileName}`);
  };
  return {
    start: filesOf(startRoots),
    texts: Object.fromEntries(
      Object.entries(textRoots).map(([language, roots]) => [language, filesOf(roots)]),
    ),
  };
}
