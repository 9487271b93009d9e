import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

/** http(s) addresses in plain text; closing punctuation after one belongs to the sentence. */
const urlPattern = /https?:\/\/[^\s<>"']+/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** Plain text with its web addresses as links, each opening in a new tab. Never parsed as HTML. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(trailingPunctuation, '');
    parts.push(text.slice(last, match.index));
    parts.push(
      <Anchor key={match.index} href={url} target="_blank" rel="noopener noreferrer">
        {url}
      </Anchor>,
    );
    last = match.index + url.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
