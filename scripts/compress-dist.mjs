// Writes .br and .gz next to every compressible file of a build, so the server sends the smallest
// version a phone accepts without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function walk(target) {
  for (const entry of readdirSync(target)) {
    const file = path.join(target, entry);
    if (statSync(file).isDirectory()) walk(file);
    else if (compressible.test(file) && statSync(file).size > 512) {
      const content = readFileSync(file);
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

walk(dir);
