/**
 * What the sandboxed frame is given: the mail's HTML with a head that opens every link in a new
 * tab (the sandbox lets the frame open tabs, never navigate itself or the app) and a policy of its
 * own that allows nothing but inline styles and embedded images. The sandbox already refuses
 * scripts, forms and the app's origin; the policy also keeps a mail from loading anything.
 */
const safeHead =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">' +
  '<base target="_blank">';

export function mailDocument(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head !== null) return insertAt(html, head.index + head[0].length, safeHead);
  const root = /<html(\s[^>]*)?>/i.exec(html);
  if (root !== null) return insertAt(html, root.index + root[0].length, `<head>${safeHead}</head>`);
  return `<!doctype html><html><head>${safeHead}</head><body>${html}</body></html>`;
}

function insertAt(text: string, at: number, insert: string): string {
  return text.slice(0, at) + insert + text.slice(at);
}
