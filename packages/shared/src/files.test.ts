import { expect, test } from 'vitest';
import { acceptOf, DOCUMENT_EXTENSIONS, extensionOf } from './files.js';

test('E19 a file name’s extension is read lower-cased from its last dot, empty without one', () => {
  expect(extensionOf('Scan.Final.PDF')).toBe('pdf');
  expect(extensionOf('README')).toBe('');
  expect(extensionOf('archive.tar.gz')).toBe('gz');
});

test('E19 the document picker accepts each shared extension, dotted, and no executable', () => {
  const accept = acceptOf(DOCUMENT_EXTENSIONS).split(',');
  expect(accept).toContain('.pdf');
  expect(accept).toContain('.dcm');
  expect(accept).toHaveLength(DOCUMENT_EXTENSIONS.length);
  expect(accept).not.toContain('.exe');
});
