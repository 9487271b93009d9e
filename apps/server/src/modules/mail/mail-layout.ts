import { escapeHtml } from '../../lib/escape-html.js';
/** Wraps paragraphs in the plain and HTML parts every Clinicall mail carries. */
export function composeMail(input: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}) {
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    'Clinicall',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(input.greeting)}</p>
${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="background:#0b7285;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(input.action.label)}</a></p>` : ''}
<p style="color:#868e96">Clinicall</p>
</body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
