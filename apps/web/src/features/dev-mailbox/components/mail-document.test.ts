import { expect, test } from 'vitest';
import { mailDocument } from './mail-document';

const policy = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"><base target="_blank">`;

test('the safe head goes first in the head, the html element or a document made around the mail', () => {
  expect(mailDocument('<html><head><title>t</title></head><body>x</body></html>')).toBe(
    `<html><head>${policy}<title>t</title></head><body>x</body></html>`,
  );
  expect(mailDocument('<!doctype html><html lang="en"><body>x</body></html>')).toBe(
    `<!doctype html><html lang="en"><head>${policy}</head><body>x</body></html>`,
  );
  expect(mailDocument('<p>x</p>')).toBe(
    `<!doctype html><html><head>${policy}</head><body><p>x</p></body></html>`,
  );
});

test('a header element is not mistaken for the head', () => {
  expect(mailDocument('<header>h</header>')).toContain(`<head>${policy}</head><body><header>`);
});
