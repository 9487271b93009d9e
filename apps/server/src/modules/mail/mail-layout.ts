import { escapeHtml } from '../../lib/escape-html.js';
/** Wraps paragraphs in the plain and HTML parts every Clinicall mail carries. */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** More buttons after `action` (a request's Accept and Decline). */
  moreActions?: { label: string; url: string }[];
}) {
  const actions = [...(input.action ? [input.action] : []), ...(input.moreActions ?? [])];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...actions.flatMap((a) => [`${a.label}: ${a.url}`, '']),
    'Clinicall',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${actions.map((a) => `<p><a href="${escapeHtml(a.url)}" style="background:#0b7285;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(a.label)}</a></p>`).join('\n')}
<p style="color:#868e96">Clinicall</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
