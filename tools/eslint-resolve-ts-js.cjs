// An eslint-module-utils import resolver (interface v2) for the server's ESM TypeScript, whose
// relative imports name the compiled `.js` file: it maps them to the `.ts` source beside them.
// A local file because the registry here lacks the platform binaries of the usual TypeScript resolver.
const fs = require('node:fs');
const path = require('node:path');

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (!source.startsWith('.')) return { found: false };
  const target = path.resolve(path.dirname(file), source);
  for (const candidate of [target.replace(/\.js$/, '.ts'), target, `${target}.ts`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return { found: true, path: candidate };
    }
  }
  return { found: false };
};
