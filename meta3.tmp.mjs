import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
const [dir, entry] = process.argv.slice(2);
const pkg = JSON.parse(await readFile(dir + '/package.json','utf8'));
const peers = Object.keys(pkg.peerDependencies ?? {});
const r = await build({ absWorkingDir: dir, entryPoints: [entry], bundle: true, write: false, metafile: true, format: 'esm', minify: true, outdir: '/tmp/metaout3', jsx: 'automatic', loader: {'.ts':'ts','.tsx':'tsx'},
  external: [...peers, 'react/jsx-runtime', 'slate', 'slate-react', 'slate-history', 'dompurify', 'react-data-table-component', 'stylis-plugin-rtl'], logLevel: 'error',
  plugins: [{ name: 'nolocales', setup(b) { b.onResolve({ filter: /resources\/(hi|ar)\// }, a => ({ path: a.path, external: true })); } }] });
const agg = {};
for (const o of Object.values(r.metafile.outputs)) for (const [k,v] of Object.entries(o.inputs ?? {})) agg[k] = (agg[k]??0) + v.bytesInOutput;
for (const [k,v] of Object.entries(agg)) console.log(v + '\t' + k);
