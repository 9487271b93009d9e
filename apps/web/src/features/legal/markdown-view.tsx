import { List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** `**bold**` and `_italic_`: all the inline Markdown the legal templates use. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|_[^_]+_)/).map((part, i) => {
    if (part.startsWith('**')) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('_') && part.endsWith('_') && part.length > 1) {
      return <em key={i}>{part.slice(1, -1)}</em>;
    }
    return part;
  });
}

/**
 * Renders the small Markdown subset of the legal texts (headings, paragraphs, bullet lists) so
 * a clinic edits plain files without a Markdown library in the bundle.
 */
export function MarkdownView({ source }: { source: string }) {
  const blocks = source.trim().split(/\n\s*\n/);
  return blocks.map((block, i) => {
    const lines = block.split('\n');
    const first = lines[0] ?? '';
    const heading = /^(#{1,3}) (.*)$/.exec(first);
    if (heading !== null) {
      const order = heading[1]?.length === 1 ? 1 : 2;
      return (
        <Title
          key={i}
          order={order}
          mt={order === 1 ? 0 : 'md'}
          fz={order === 1 ? { base: 'h2', sm: 'h1' } : { base: 'h3', sm: 'h2' }}
        >
          {heading[2]}
        </Title>
      );
    }
    if (first.startsWith('- ')) {
      const items = block
        .split(/\n- /)
        .map((item) => item.replace(/^- /, '').replace(/\n\s*/g, ' '));
      return (
        <List key={i} spacing="xs">
          {items.map((item, j) => (
            <List.Item key={j}>{inline(item)}</List.Item>
          ))}
        </List>
      );
    }
    return <Text key={i}>{inline(lines.join(' '))}</Text>;
  });
}
