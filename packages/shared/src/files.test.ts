import { expect, test } from 'vitest';
import { acceptOf, DOCUMENT_EXTENSIONS, extensionOf, PHOTO_EXTENSIONS } from './files.js';

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

test('H16 F41 photos take the images H16 lists but .bmp, which F41 (the photo rule) leaves out', () => {
  const h16 = ['jpg', 'png', 'jpeg', 'bmp', 'gif'];
  expect([...PHOTO_EXTENSIONS].sort()).toEqual(h16.filter((type) => type !== 'bmp').sort());
  expect(acceptOf(PHOTO_EXTENSIONS)).not.toContain('.bmp');
});
