import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// The CSS that vanilla-extract emits lands in dist/index.css; consumers import it once as `@teranga/ui/styles.css`.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
