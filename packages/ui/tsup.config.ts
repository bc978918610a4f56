import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { transform } from 'lightningcss';
import { defineConfig } from 'tsup';

// The browsers Vite builds for by default ('baseline-widely-available'): without them Lightning CSS would write media
// queries in the range syntax (width>=640px), which Safari reads from 16.4 only. It reads a version as major << 16.
const major = (version: number) => version << 16;
const targets = {
  chrome: major(107),
  edge: major(107),
  firefox: major(104),
  safari: major(16),
  ios_saf: major(16),
};

// The CSS that vanilla-extract emits lands in dist/index.css; consumers import it once as `@teranga/ui/styles.css`.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  // The maps point at src/, which the package ships: writing the sources into them again doubled their weight.
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Every component is a client component (state, effects, Radix): React Server Components apps need the directive.
  banner: { js: '"use client";' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // A lazily loaded part (the header's menus) gets its own CSS file that no JS imports: fold it into index.css so
  // `@teranga/ui/styles.css` carries the whole kit's styles, and drop the folded file (and its map): nothing reads it.
  async onSuccess() {
    // The maps are not shipped (package.json's files): index.css must not point at one (a browser's devtools would
    // ask for it and log a 404).
    const indexCss = await readFile('dist/index.css', 'utf8');
    await writeFile('dist/index.css', indexCss.replace(/\/\*# sourceMappingURL=.*?\*\/\s*/g, ''));
    const chunks = (await readdir('dist')).filter((file) => file.endsWith('.css') && file !== 'index.css');
    for (const chunk of chunks) {
      const css = (await readFile(`dist/${chunk}`, 'utf8')).replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, '');
      await appendFile('dist/index.css', `\n${css}`);
      await rm(`dist/${chunk}`);
      await rm(`dist/${chunk}.map`, { force: true });
    }
    // Each folded chunk repeats the rules of the modules it shares with the entry (the header's, the menus'): 114 of
    // 857 rules, 14.6 KB, were there twice or three times. Lightning CSS (the minifier Vite builds the shop's CSS with)
    // drops them, keeping the last copy of each, so the cascade is unchanged.
    const folded = await readFile('dist/index.css');
    await writeFile(
      'dist/index.css',
      transform({ filename: 'index.css', code: folded, minify: true, targets }).code,
    );
  },
});
